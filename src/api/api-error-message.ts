import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ErrorDetails } from '@generated/model/errorDetails.zod';
import { isApiError, type ApiError } from './api-error';
import { browserOnline } from './connection';

/** A failure code of the contract (`ErrorDetails.code`). */
export type FailureCode = NonNullable<ErrorDetails['code']>;

/**
 * What kind of failure a player is told about (ADR 0026). One message per kind; a refusal with a code the
 * whole site shares (`CODE_MESSAGES`) says that code's message instead.
 */
export type FailureKind =
  /** The device has no connection (`navigator.onLine` is false). */
  | 'offline'
  /** Online, but the request got no answer at all (DNS, connection reset, the server unreachable). */
  | 'network'
  /** No answer within the time-out. */
  | 'timeout'
  /** 5xx, or the envelope's SERVER_ERROR. */
  | 'server'
  /** 429, or the envelope's TOO_MANY_REQUESTS: the server says when to try again. */
  | 'rate-limit'
  /** 401, or the envelope's NOT_LOGGED_IN. */
  | 'session'
  /** The server refused with a code of its own: `CODE_MESSAGES` words it, else the refusal's generic message. */
  | 'refused'
  /** The answer does not match the contract. */
  | 'unreadable'
  /** Not an API call's failure (a bug, a chunk that did not load). */
  | 'unknown';

function codeOf(error: ApiError): string | null {
  const value = error.value;
  if (typeof value !== 'object' || value === null) return null;
  const code = (value as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

/** The kind of a failure: a pure function of the error and whether the device is online. */
export function failureKind(error: unknown, online = true): FailureKind {
  if (!isApiError(error)) return 'unknown';
  const code = codeOf(error);
  switch (error.kind) {
    case 'network':
      return online ? 'network' : 'offline';
    case 'timeout':
      return 'timeout';
    case 'unauthorized':
      return 'session';
    case 'invalid-response':
      return 'unreadable';
    case 'rejected':
    case 'http':
      if (error.status === 429 || code === 'TOO_MANY_REQUESTS' || code === 'PAYMENT_PASSWORD_LOCKED') return 'rate-limit';
      if (code === 'NOT_LOGGED_IN') return 'session';
      if (code === 'SERVER_ERROR' || (error.status ?? 0) >= 500) return 'server';
      return 'refused';
  }
}

/**
 * The codes any screen may meet, in the site's words. Codes a screen explains in its own words (login, forms,
 * money) are worded there (`describe` of FormError, login-errors.ts, ...); a code not listed here reads as the
 * refusal's generic message. Typed against the contract: a code that leaves the contract does not compile.
 */
const CODE_MESSAGES: Partial<Record<FailureCode, MessageDescriptor>> = {
  NO_DATA: msg`What you asked for no longer exists.`,
  FUNCTION_NOT_ENABLED: msg`Function not enabled`,
  REAL_ACCOUNT_REQUIRED: msg`A real account must be registered first.`,
  GAME_MAINTENANCE: msg`This game is under maintenance. Please try again later.`,
  QUOTA_NOT_SUFFICIENT: msg`Your balance is not enough for this.`,
  REGION_RESTRICTED: msg`Access to this site is restricted by location or IP. If you think this is a mistake, please contact customer service.`,
  PAYMENT_PASSWORD_NOT_SET: msg`Set a payment password in the security centre first.`,
};

function rateLimitMessage(error: ApiError): MessageDescriptor {
  // The server's Retry-After says how long (SPEC 7 rate limits); one second or none reads as "a moment".
  const seconds = error.retryAfterSeconds ?? 0;
  // The payment password's lockout (issue 28) is a 429 with its own code: every screen that asks for a PIN says so.
  if (codeOf(error) === 'PAYMENT_PASSWORD_LOCKED') {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return msg`Too many wrong payment passwords: it is locked. Try again in ${minutes} min.`;
  }
  return seconds >= 2
    ? msg`Too many attempts. Please wait ${plural(seconds, { one: '# second', other: '# seconds' })}, then try again.`
    : msg`Too many attempts. Please wait a moment, then try again.`;
}

/**
 * A translated, person-facing description of a failed call: what happened and what the player can do, one
 * message per failure kind (ADR 0026). Server wording is not shown here: the spec shows server messages only in
 * a few places, and those screens read `error.serverMessage` themselves. What failed ("your balance") is said by
 * the caller, next to the thing that failed (QueryState's `label`).
 */
export function apiErrorMessage(error: unknown, online: boolean = browserOnline()): MessageDescriptor {
  const kind = failureKind(error, online);
  switch (kind) {
    case 'unknown':
      return msg`Something went wrong. Please try again.`;
    case 'offline':
      return msg`You are offline. Connect to the internet, then try again.`;
    case 'network':
      return msg`Network link abnormal. Please try again.`;
    case 'timeout':
      return msg`Page load timeout. Please check your network.`;
    case 'server':
      return msg`The server had a problem. Please try again in a moment; if it goes on, contact customer service.`;
    case 'session':
      return msg`You are not logged in. Please log in.`;
    case 'unreadable':
      return msg`The server sent an answer we could not read. Please try again later.`;
    case 'rate-limit':
      return rateLimitMessage(error as ApiError);
    case 'refused': {
      const code = codeOf(error as ApiError) as FailureCode | null;
      return (code && CODE_MESSAGES[code]) || msg`The request could not be completed. Please try again.`;
    }
  }
}
