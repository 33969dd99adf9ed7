import { http, type RequestHandler } from 'msw';
import { OPERATIONS } from '@generated/contract/operations';
import { ANSWERS } from '@generated/contract/answers';
import { overrideResponse } from './answer';
import { parseOverrides, type Override } from './vocabulary';

/**
 * Overrides as MSW handlers of their own, for `server.use(...)` in Node
 * (tests/support/mock-overrides.ts): the same words as the panel and the
 * `?mock=` link, checked against the contract so a typo fails the test.
 * `rest` are the handlers behind them (for `empty`).
 */
export function overrideHandlers(specs: ReadonlyArray<string | Override>, rest: () => readonly RequestHandler[]): RequestHandler[] {
  const overrides = specs.flatMap((spec) => {
    if (typeof spec !== 'string') return [spec];
    const { overrides: parsed, rejected } = parseOverrides(spec);
    if (rejected.length > 0) throw new Error(`Not an override: ${rejected.join(', ')} (write "operationId:answer", e.g. "listGames:empty")`);
    return parsed;
  });
  return overrides.map((override) => {
    const operation = OPERATIONS.find((candidate) => candidate.operationId === override.operationId);
    if (!operation) throw new Error(`No operation "${override.operationId}" in the contract`);
    const { answer } = override;
    if (answer.kind === 'example' && !ANSWERS[operation.operationId]?.some((named) => named.name === answer.name)) {
      const names = (ANSWERS[operation.operationId] ?? []).map((named) => named.name).join(', ');
      throw new Error(`${operation.operationId} has no named answer "${answer.name}" (it has: ${names})`);
    }
    const path = `*${operation.path.replace(/\{(\w+)\}/g, ':$1')}`;
    const method = operation.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
    return http[method](path, ({ request }) => overrideResponse(override, request, rest));
  });
}
