import { HttpResponse } from 'msw';
import { db } from '../db/store';

/** Envelope helpers: every mock answers in the contract's `{success, message, value}` shape. */
export function ok<T>(value: T) {
  return HttpResponse.json({ success: true, message: 'OK', value });
}

export function fail(message: string, value: unknown = null, status = 200) {
  return HttpResponse.json({ success: false, message, value }, { status });
}

export function badRequest(message: string, value: unknown = null) {
  return fail(message, value, 400);
}

export function unauthorized() {
  return fail('Not logged in, please log in', null, 401);
}

/** The member behind the request's `token` header, if the session is alive. */
export function memberOf(request: Request) {
  return db.memberByToken(request.headers.get('token'));
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
