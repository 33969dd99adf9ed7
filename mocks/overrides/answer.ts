import { delay, getResponse, HttpResponse, type RequestHandler } from 'msw';
import type { NamedAnswer } from '@generated/contract/answers';
import { RETRY_AFTER_SECONDS, serverError, unauthorized } from '../handlers/respond';
import { hostileResponse } from './hostile';
import type { Override } from './vocabulary';

let answers: Promise<Readonly<Record<string, readonly NamedAnswer[]>>> | undefined;

/** The contract's named answers (generated/contract/answers.ts), loaded on first use: a chunk of its own. */
export function namedAnswers(): Promise<Readonly<Record<string, readonly NamedAnswer[]>>> {
  answers ??= import('@generated/contract/answers').then((module) => module.ANSWERS);
  return answers;
}

/** '200' → 200, '5XX' → 500, '4XX' → 400. */
export function statusOf(key: string): number {
  return Number(key.replace(/XX$/i, '00'));
}

const COUNTS = new Set(['total', 'totalPages', 'totalElements', 'totalCount', 'count']);

/** Does a success value hold a list that `empty` can empty? */
export function holdsList(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  return typeof value === 'object' && value !== null && Object.values(value).some(Array.isArray);
}

/**
 * `empty`: the value itself when it is a list, else every list at the top of
 * the value emptied, its counts (`total`, `totalPages`, …) 0 and its sums (`totals`) 0.
 */
export function emptied(value: unknown): unknown {
  if (Array.isArray(value)) return [];
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      if (Array.isArray(field)) return [key, []];
      if (COUNTS.has(key) && typeof field === 'number') return [key, 0];
      if (key === 'totals' && typeof field === 'object' && field !== null) {
        return [key, Object.fromEntries(Object.entries(field).map(([name, sum]) => [name, typeof sum === 'number' ? 0 : sum]))];
      }
      return [key, field];
    }),
  );
}

/**
 * The answer an override gives to a request, or undefined to let the next
 * handlers answer (after the delay of `1500ms`, or when an answer cannot be made).
 * `rest` are the handlers behind the override layer: `empty` asks them for the normal answer.
 */
export async function overrideResponse(override: Override, request: Request, rest: () => readonly RequestHandler[]): Promise<Response | undefined> {
  const { answer } = override;
  switch (answer.kind) {
    case 'delay':
      await delay(answer.ms);
      return undefined;
    case 'status':
      return answer.status === 401 ? unauthorized() : serverError();
    case 'network-error':
      return HttpResponse.error();
    case 'example': {
      const named = (await namedAnswers())[override.operationId]?.find((candidate) => candidate.name === answer.name);
      if (!named) {
        console.warn(`[mocks] ${override.operationId} has no named answer "${answer.name}": answering normally.`);
        return undefined;
      }
      const status = statusOf(named.status);
      // A 429 says how long to wait (the contract's TooManyRequests); the recorded examples keep bodies only.
      const headers = status === 429 ? { 'Retry-After': String(RETRY_AFTER_SECONDS) } : undefined;
      return HttpResponse.json(structuredClone(named.body) as never, { status, headers });
    }
    case 'hostile':
      return hostileResponse(request, rest);
    case 'empty': {
      const normal = await getResponse([...rest()], request.clone());
      if (!normal || !normal.headers.get('content-type')?.includes('json')) return normal;
      const body = (await normal.clone().json()) as { success?: unknown; value?: unknown };
      if (body?.success !== true) return normal;
      return HttpResponse.json({ ...body, value: emptied(body.value) } as never, { status: normal.status });
    }
  }
}
