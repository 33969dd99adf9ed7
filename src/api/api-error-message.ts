import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isApiError } from './api-error';

const isPinLocked = (value: unknown) => typeof value === 'object' && value !== null && (value as { code?: unknown }).code === 'PAYMENT_PASSWORD_LOCKED';

/**
 * A translated, person-facing description of a failed call. Server wording is
 * not shown here: the spec shows server messages only in a few places, and those
 * screens read `error.serverMessage` themselves.
 */
export function apiErrorMessage(error: unknown): MessageDescriptor {
  if (!isApiError(error)) return msg`Something went wrong. Please try again.`;
  switch (error.kind) {
    case 'unauthorized':
      return msg`You are not logged in. Please log in.`;
    case 'network':
      return msg`Network link abnormal. Please try again.`;
    case 'timeout':
      return msg`Page load timeout. Please check your network.`;
    case 'invalid-response':
      return msg`The server sent an answer we could not read. Please try again later.`;
    case 'rejected':
    case 'http':
      if (error.status === 429) {
        // The server's Retry-After says how long (SPEC 7 rate limits); one second or none reads as "a moment".
        const seconds = error.retryAfterSeconds ?? 0;
        // The payment password's lockout (issue 28) is a 429 with its own code: every screen that asks for a PIN says so.
        if (isPinLocked(error.value)) {
          const minutes = Math.max(1, Math.ceil(seconds / 60));
          return msg`Too many wrong payment passwords: it is locked. Try again in ${minutes} min.`;
        }
        return seconds >= 2
          ? msg`Too many attempts. Please wait ${plural(seconds, { one: '# second', other: '# seconds' })}, then try again.`
          : msg`Too many attempts. Please wait a moment, then try again.`;
      }
      return (error.status ?? 0) >= 500 ? msg`Unknown error. Please contact customer service.` : msg`The request could not be completed. Please try again.`;
  }
}
