import { HttpResponse } from 'msw';
import type { ErrorDetails, ErrorEnvelope } from '@generated/model';
import { db } from '../db/store';

/**
 * Envelope helpers. Curated handlers are written on Orval's generated handler
 * factories (`get<Op>MockHandler(resolver)`), whose resolver returns the
 * operation's 200 answer: the success envelope (`ok`) or the shared failure
 * envelope (`fail`), both checked by TypeScript against the contract. An answer
 * with another status is thrown (`throw badRequest(...)`): MSW sends a thrown
 * Response as it is.
 */
export function ok<T>(value: T): { success: true; message: string; value: T } {
  return { success: true, message: 'OK', value };
}

export function fail(message: string, value: ErrorDetails | null = null): ErrorEnvelope & { success: false } {
  return { success: false, message, value };
}

/** HTTP 400 with the failure envelope: a body the contract does not accept. */
export function badRequest(message: string, value: ErrorDetails | null = { code: 'INVALID_REQUEST' }) {
  return HttpResponse.json(fail(message, value), { status: 400 });
}

export const NOT_LOGGED_IN = 'Not logged in, please log in';

/** HTTP 401: the contract's answer to a protected operation without a live session. */
export function unauthorized() {
  return HttpResponse.json(fail(NOT_LOGGED_IN, { code: 'NOT_LOGGED_IN' }), { status: 401 });
}

/** How long a 429 of the mocks asks to wait, when no cool-down says otherwise. */
export const RETRY_AFTER_SECONDS = 60;

/**
 * HTTP 429 with Retry-After: the contract's answer to a rate-limited call asked too often (TooManyRequests).
 * The SMS calls give their own message and code (mocks/lib/sms.ts).
 */
export function tooManyRequests(
  retryAfterSeconds = RETRY_AFTER_SECONDS,
  message = 'Too many requests, try again later',
  code: ErrorDetails['code'] = 'TOO_MANY_REQUESTS',
) {
  return HttpResponse.json(fail(message, { code }), {
    status: 429,
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

/** HTTP 500 as the contract's 5XX answer. */
export function serverError() {
  return HttpResponse.json(fail('Network link abnormal, try again', { code: 'SERVER_ERROR' }), { status: 500 });
}

/** The member behind the request's `token` header, if the session is alive. */
export function memberOf(request: Request) {
  return db.memberByToken(request.headers.get('token'));
}

/**
 * The member of a protected operation. The auth layer (auth-gate.ts) has already
 * answered 401 without a session, so this only narrows the type; it throws the
 * same 401 if a handler is ever reached without one.
 */
export function requireMember(request: Request) {
  const member = memberOf(request);
  if (!member) throw unauthorized();
  return member;
}

export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return null;
  }
}

/** Rounds to cents, as money is shown with two decimals. */
export function cents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** Query parameters of a request. */
export function query(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}

/** The success envelope as a Response, for a raw `http.*` override in a test. */
export function okResponse<T>(value: T) {
  return HttpResponse.json(ok(value));
}
