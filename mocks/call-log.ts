import type { SetupWorker } from 'msw/browser';
import { overrideThatAnswered } from './handlers/override-gate';
import { operationFor } from './overrides/operations';
import { serialiseOverride } from './overrides/vocabulary';

/**
 * The last calls the page made to the contract's operations (browser only, in
 * memory): operation id, status, duration, the override that answered, and the
 * request and answer as text for the mock panel's detail view.
 */
export type CallEntry = {
  id: string;
  operationId: string;
  method: string;
  url: string;
  startedAt: number;
  /** Null while pending; 0 for a network failure. */
  status: number | null;
  durationMs: number | null;
  /** `listGames:empty` when an override answered. */
  override: string | null;
  requestHeaders: Record<string, string>;
  requestBody: string;
  responseBody: string;
};

const LIMIT = 100;
/** Long bodies are cut in the detail view: the game lists are hundreds of kB. */
const BODY_LIMIT = 20_000;
const entries: CallEntry[] = [];
const listeners = new Set<() => void>();

function changed() {
  for (const listener of listeners) listener();
}

export function calls(): readonly CallEntry[] {
  return entries;
}

export function clearCalls(): void {
  entries.length = 0;
  changed();
}

export function subscribeCalls(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

async function text(body: Request | Response): Promise<string> {
  try {
    const value = await body.clone().text();
    if (value.length > BODY_LIMIT) return `${value.slice(0, BODY_LIMIT)}\n… (${value.length} characters in all)`;
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  } catch {
    return '';
  }
}

function settle(requestId: string, status: number, responseBody: Promise<string> | string) {
  const entry = entries.find((candidate) => candidate.id === requestId);
  if (!entry) return;
  entry.status = status;
  entry.durationMs = Math.round(performance.now() - entry.startedAt);
  const override = overrideThatAnswered(requestId);
  entry.override = override ? serialiseOverride(override) : null;
  void Promise.resolve(responseBody).then((body) => {
    entry.responseBody = body;
    changed();
  });
  changed();
}

/** Follows the worker's life-cycle events. */
export function recordCalls(worker: SetupWorker): void {
  worker.events.on('request:start', ({ request, requestId }) => {
    const url = new URL(request.url);
    const operation = operationFor(request.method, url.pathname);
    if (!operation) return;
    const entry: CallEntry = {
      id: requestId,
      operationId: operation.operationId,
      method: request.method,
      url: `${url.pathname}${url.search}`,
      startedAt: performance.now(),
      status: null,
      durationMs: null,
      override: null,
      requestHeaders: Object.fromEntries(request.headers.entries()),
      requestBody: '',
      responseBody: '',
    };
    entries.unshift(entry);
    if (entries.length > LIMIT) entries.length = LIMIT;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      void text(request).then((body) => {
        entry.requestBody = body;
        changed();
      });
    }
    changed();
  });
  worker.events.on('response:mocked', ({ response, requestId }) => {
    if (response.type === 'error') settle(requestId, 0, 'Network failure: the request got no answer.');
    else settle(requestId, response.status, text(response));
  });
  worker.events.on('response:bypass', ({ response, requestId }) => settle(requestId, response.status, text(response)));
  worker.events.on('unhandledException', ({ error, requestId }) => settle(requestId, 500, `The mock handler threw: ${error.message}`));
}
