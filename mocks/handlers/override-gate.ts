import { http, type RequestHandler } from 'msw';
import { overrideResponse } from '../overrides/answer';
import { operationFor } from '../overrides/operations';
import { overrideOf } from '../overrides/store';
import type { Override } from '../overrides/vocabulary';

/** Request ids an override answered (the call log reads them); forgotten after a while. */
const answered = new Map<string, Override>();

export function overrideThatAnswered(requestId: string): Override | undefined {
  return answered.get(requestId);
}

function remember(requestId: string, override: Override) {
  answered.set(requestId, override);
  if (answered.size > 500) answered.delete(answered.keys().next().value!);
}

/**
 * The override layer (mocks/overrides): in front of every other handler,
 * curated or generated, so any operation of the contract can be overridden
 * without its handler knowing. Without an override it falls through.
 * `rest` are the handlers behind it (for `empty`, which edits the normal answer).
 */
export function overrideGate(rest: () => readonly RequestHandler[]) {
  return http.all(/\/(wps|lgw)\//, async ({ request, requestId }) => {
    const operation = operationFor(request.method, new URL(request.url).pathname);
    const override = operation && overrideOf(operation.operationId);
    if (!override) return undefined;
    remember(requestId, override);
    return overrideResponse(override, request, rest);
  });
}
