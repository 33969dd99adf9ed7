import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The sign-in and phone-verification failures SPEC 8 lists, as provider-neutral codes. */
export type IdentityErrorCode =
  | 'invalid-phone-number'
  | 'missing-phone-number'
  | 'too-many-requests'
  | 'invalid-verification-code'
  | 'code-expired'
  | 'captcha-check-failed'
  | 'quota-exceeded'
  | 'operation-not-allowed'
  | 'popup-closed'
  | 'popup-blocked'
  | 'unknown';

/**
 * Providers name their errors their own way (Firebase Auth says
 * `auth/popup-closed-by-user`); this folds the common spellings into our codes.
 */
const ALIASES: Record<string, IdentityErrorCode> = {
  'invalid-phone-number': 'invalid-phone-number',
  'missing-phone-number': 'missing-phone-number',
  'too-many-requests': 'too-many-requests',
  'invalid-verification-code': 'invalid-verification-code',
  'missing-verification-code': 'invalid-verification-code',
  'code-expired': 'code-expired',
  'captcha-check-failed': 'captcha-check-failed',
  'unauthorized-domain': 'captcha-check-failed',
  'quota-exceeded': 'quota-exceeded',
  'operation-not-allowed': 'operation-not-allowed',
  'popup-closed': 'popup-closed',
  'popup-closed-by-user': 'popup-closed',
  'cancelled-popup-request': 'popup-closed',
  'user-cancelled': 'popup-closed',
  'popup-blocked': 'popup-blocked',
};

export function identityErrorCode(raw: string | null | undefined): IdentityErrorCode {
  if (!raw) return 'unknown';
  const bare = raw
    .trim()
    .toLowerCase()
    .replace(/^auth\//, '');
  return ALIASES[bare] ?? 'unknown';
}

const MESSAGES: Record<IdentityErrorCode, MessageDescriptor> = {
  'invalid-phone-number': msg`Invalid phone number format.`,
  'missing-phone-number': msg`Please enter your phone number.`,
  'too-many-requests': msg`Too many requests. Please try again in 5 minutes.`,
  'invalid-verification-code': msg`The verification code is invalid or missing.`,
  'code-expired': msg`The verification code has expired. Please send a new one.`,
  'captcha-check-failed': msg`The security check failed or this domain is not allowed.`,
  'quota-exceeded': msg`The service quota is used up. Please try again later.`,
  'operation-not-allowed': msg`This sign-in method is not enabled.`,
  'popup-closed': msg`Sign-in failed because the pop-up window was closed.`,
  'popup-blocked': msg`The pop-up window was blocked. Please allow pop-ups for this site and try again.`,
  unknown: msg`Unknown error. Please contact customer service.`,
};

export function identityErrorMessage(code: IdentityErrorCode): MessageDescriptor {
  return MESSAGES[code];
}
