import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isApiError } from '@/api/api-error';

const CODE_MESSAGES: Record<string, MessageDescriptor> = {
  INVALID_CREDENTIALS: msg`The payment password is incorrect.`,
  QUOTA_NOT_SUFFICIENT: msg`You do not have enough points.`,
  REAL_ACCOUNT_REQUIRED: msg`A real account must be registered first.`,
  NO_DATA: msg`This reward is no longer available.`,
};

/** The points forms' reading of a server failure code (ErrorDetails.code); null for the generic line. */
export function pointsErrorMessage(error: unknown): MessageDescriptor | null {
  if (!isApiError(error) || typeof error.value !== 'object' || error.value === null) return null;
  const code = (error.value as { code?: unknown }).code;
  return (typeof code === 'string' && CODE_MESSAGES[code]) || null;
}
