import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ErrorDetails } from '@generated/model';
import { isApiError } from '@/api/api-error';

type Code = NonNullable<ErrorDetails['code']>;

/** What the money and security forms say for the failure codes they can meet; other failures get the generic line. */
const MESSAGES: Partial<Record<Code, MessageDescriptor>> = {
  WRONG_PAYMENT_PASSWORD: msg`The payment password is wrong.`,
  PAYMENT_PASSWORD_NOT_SET: msg`Set a payment password in the security centre first.`,
  AMOUNT_OUT_OF_RANGE: msg`The amount is outside the allowed limits.`,
  QUOTA_NOT_SUFFICIENT: msg`Quota not sufficient`,
  BANK_ACCOUNT_LIMIT: msg`You already have the most bank accounts allowed.`,
  BANK_ACCOUNT_EXISTS: msg`This bank account is already added.`,
  UPLOAD_TOO_LARGE: msg`Image over 5 MB`,
  UPLOAD_TOO_MANY: msg`More than 3 images`,
  UPLOAD_WRONG_TYPE: msg`Only png or jpg`,
  RECEIPT_REQUIRED: msg`Please upload a receipt image.`,
  ORDER_CLOSED: msg`This request has already been handled. Refresh to see its status.`,
  NO_UPLINE: msg`You have no upline agent.`,
  PROMOTION_NOT_ELIGIBLE: msg`This deposit does not qualify for the promotion.`,
  INVALID_VERIFICATION_CODE: msg`Invalid or missing verification code.`,
  VERIFICATION_CODE_EXPIRED: msg`The verification code expired. Please send a new one.`,
  ACCOUNT_IN_USE: msg`This number is already used by another account.`,
  MISSING_PHONE_NUMBER: msg`Bind a mobile number first.`,
  INVALID_CREDENTIALS: msg`The login password is wrong.`,
  PASSWORDS_INCONSISTENT: msg`The two passwords are inconsistent.`,
  PASSWORD_UNCHANGED: msg`The new password must differ from the old one.`,
  REAL_ACCOUNT_REQUIRED: msg`A real account must be registered first.`,
  NO_DATA: msg`No data`,
};

/** The failure code of a refused call, if it has one. */
export function failureCode(error: unknown): string | null {
  if (!isApiError(error) || typeof error.value !== 'object' || error.value === null) return null;
  const code = (error.value as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

/** `describeError` of the money forms (FormShell). */
export function describeMoneyError(error: unknown): MessageDescriptor | undefined {
  const code = failureCode(error);
  return code ? MESSAGES[code as Code] : undefined;
}
