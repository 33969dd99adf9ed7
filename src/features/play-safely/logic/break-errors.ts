import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isApiError } from '@/api/api-error';

/** What the break's confirmation says for the failures it can meet; the generic line otherwise. */
export function describeBreakError(error: unknown): MessageDescriptor | undefined {
  if (!isApiError(error) || typeof error.value !== 'object' || error.value === null) return undefined;
  switch ((error.value as { code?: unknown }).code) {
    case 'WRONG_PAYMENT_PASSWORD':
      return msg`The payment password is wrong.`;
    case 'PAYMENT_PASSWORD_NOT_SET':
      return msg`Set a payment password in the security centre first.`;
    default:
      return undefined;
  }
}
