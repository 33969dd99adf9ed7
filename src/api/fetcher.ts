import { config } from '@/config/env';
import { firstScreenSettled, takeEarlyAnswer } from '@/lib/first-screen';
import { taskTurns } from '@/lib/yield';
import { ApiError } from './api-error';
import { reportServerAnswer } from './connection';
import type { FailureEnvelope } from './error-envelope';
import { session } from './session';

/**
 * Anything with a zod-like `safeParse`. Orval hands us the operation's response
 * schema (`includeZodSchemaInArguments`): the union of the success envelope and
 * the shared failure envelope, so drift between the contract, the mocks and the
 * server shows up as an `invalid-response` error right away.
 */
type ResponseSchema = {
  safeParse(data: unknown): { success: true; data: unknown } | { success: false; error: { message: string } };
};

export type ApiRequestInit = RequestInit & {
  schema?: ResponseSchema;
  /** Overrides the configured time-out for this call (ms). */
  timeoutMs?: number;
};

/**
 * What the generated hooks type as their error (Orval reads this export of the
 * mutator file): every call throws an `ApiError`, never the failure body.
 */
export type ErrorType<_Body = unknown> = ApiError;
/** Request bodies are sent as the contract types them. */
export type BodyType<Body> = Body;

/**
 * Whether a body says it failed (`success` other than true): only such a body is read as the failure envelope, whose
 * reader (its failure codes and limit details) loads with the first one (issue 33: not in the lobby's initial JS).
 */
const saysFailure = (body: unknown): body is { success: unknown; message?: unknown; value?: unknown } =>
  typeof body === 'object' && body !== null && 'success' in body && body.success !== true;

/** The shared failure envelope, read as the contract's schema reads it (error-envelope.ts); null when the body is not one. */
async function failureOf(body: unknown): Promise<FailureEnvelope | null> {
  if (!saysFailure(body) || body.success !== false) return null;
  try {
    return (await import('./error-envelope')).readFailure(body);
  } catch {
    // The reader's code did not load (a lost connection, a new deployment): the answer still fails, without its details.
    return null;
  }
}

async function readBody(res: Response): Promise<unknown> {
  if ([204, 205, 304].includes(res.status)) return null;
  const text = await res.text();
  if (text === '') return null;
  const type = res.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ApiError('invalid-response', 'Response is not valid JSON', { status: res.status, url: res.url, cause });
  }
}

/** The configured base URL, else this page's origin (Node's fetch needs an absolute URL in tests). */
function resolveUrl(url: string): string {
  if (/^https?:\/\//.test(url)) return url;
  if (config.apiBaseUrl) return `${config.apiBaseUrl}${url}`;
  return typeof location === 'undefined' ? url : new URL(url, location.origin).toString();
}

/** The origins the session token may be sent to: the configured API and this page (MSW, the dev proxy). */
export function isApiOrigin(fullUrl: string, apiBaseUrl: string = config.apiBaseUrl): boolean {
  let target: URL;
  try {
    target = new URL(fullUrl, typeof location === 'undefined' ? 'http://localhost' : location.origin);
  } catch {
    return false;
  }
  const allowed = [typeof location === 'undefined' ? 'http://localhost' : location.origin];
  if (apiBaseUrl) {
    try {
      allowed.push(new URL(apiBaseUrl).origin);
    } catch {
      // a relative base URL is this page's origin
    }
  }
  return allowed.includes(target.origin);
}

/**
 * The Orval mutator: the only place that knows the base URL, the token header,
 * the `{success, value, message}` envelope, time-outs and error mapping.
 * Resolves with the success envelope (`success: true`); throws `ApiError`
 * otherwise, `rejected` for a failure envelope answered with HTTP 200.
 */
export async function apiFetch<T>(url: string, init: ApiRequestInit = {}): Promise<T> {
  const answer = request<T>(url, init);
  // While the first screen hydrates, its placeholders stay (src/lib/first-screen.ts); the call itself starts now.
  await Promise.allSettled([answer, firstScreenSettled()]);
  return answer;
}

/** Fetches started in one task go one task each (a page's queries mount together: issue 33). */
const fetchTurn = taskTurns();

async function request<T>(url: string, init: ApiRequestInit): Promise<T> {
  // A read waits for its turn first (the token, the time-out and the caller's signal are then read as they are when
  // it goes); a change (a POST the player asked for) goes at once.
  const turn = (init.method ?? 'GET').toUpperCase() === 'GET' ? fetchTurn() : undefined;
  if (turn) await turn;
  const { schema, timeoutMs = config.apiTimeoutMs, signal: callerSignal, ...rest } = init;
  const headers = new Headers(rest.headers);
  const fullUrl = resolveUrl(url);
  const token = session.token();
  // The token goes to the API only, never to an absolute URL somewhere else.
  if (token && !headers.has('token') && isApiOrigin(fullUrl)) headers.set('token', token);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');

  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;

  let res: Response;
  try {
    // No redirect is followed (issue 28): an open redirect on the API would pass the token header on to its target.
    res = await (takeEarlyAnswer(fullUrl, { method: rest.method, headers }) ?? fetch(fullUrl, { ...rest, headers, signal, redirect: 'error' }));
  } catch (cause) {
    if (callerSignal?.aborted) throw cause; // a cancelled query is not an error to show
    reportServerAnswer(false);
    if (timeout.aborted) throw new ApiError('timeout', `No answer within ${timeoutMs} ms`, { url: fullUrl, cause });
    throw new ApiError('network', 'Network request failed', { url: fullUrl, cause });
  }

  reportServerAnswer(res.status < 500);
  const body = await readBody(res);
  const failure = await failureOf(body);
  const retryAfter = Number(res.headers.get('Retry-After'));
  const details = {
    status: res.status,
    url: fullUrl,
    serverMessage: failure?.message ?? null,
    value: failure?.value ?? undefined,
    ...(res.status === 429 && Number.isFinite(retryAfter) && retryAfter > 0 ? { retryAfterSeconds: retryAfter } : {}),
  };

  if (res.status === 401) throw new ApiError('unauthorized', failure?.message ?? 'Not logged in', details);
  if (!res.ok) throw new ApiError('http', failure?.message ?? `HTTP ${res.status}`, details);
  if (failure) throw new ApiError('rejected', failure.message ?? 'Request rejected', details);
  const saysFailed = saysFailure(body);
  if (saysFailed && !config.validateResponses) {
    // Production does not validate: a failure the contract does not describe (a new code) is still a failure.
    const message = typeof body.message === 'string' ? body.message : null;
    throw new ApiError('rejected', message ?? 'Request rejected', { ...details, serverMessage: message, value: body.value });
  }

  if ((schema || saysFailed) && config.validateResponses) {
    const result = (schema ?? (await import('./error-envelope')).failureEnvelope).safeParse(body);
    if (!result.success) {
      throw new ApiError('invalid-response', `Response of ${url} does not match the contract: ${result.error.message}`, { status: res.status, url: fullUrl });
    }
  }
  return body as T;
}

export default apiFetch;
