import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isApiError } from '@/api/api-error';
import { apiErrorMessage } from '@/api/api-error-message';
import { formatDateTime } from '@/lib/format-date';
import { isIdentityProviderError } from '../identity/identity-provider';
import { identityErrorMessage } from './identity-errors';
import { LoginRefusedError, type LoginMethod } from './login-rules';
import { failureDetails, isRejection } from './server-errors';

/** Server failure codes (ErrorDetails.code) the account screens explain in their own words. */
const CODE_MESSAGES: Record<string, MessageDescriptor> = {
  INVALID_CREDENTIALS: msg`Incorrect username or password`,
  CAPTCHA_REQUIRED: msg`Please enter the captcha.`,
  CAPTCHA_INVALID: msg`The captcha is wrong. Please type the characters in the new image.`,
  INVALID_PHONE_NUMBER: msg`Invalid phone number format.`,
  MISSING_PHONE_NUMBER: msg`Please enter your phone number.`,
  INVALID_VERIFICATION_CODE: msg`The verification code is invalid or missing.`,
  VERIFICATION_CODE_EXPIRED: msg`The verification code has expired. Please send a new one.`,
  SMS_TOO_MANY_REQUESTS: msg`Too many requests. Please try again in 5 minutes.`,
  ACCOUNT_IN_USE: msg`This account is already in use.`,
  USER_OR_EMAIL_NOT_FOUND: msg`The username or e-mail does not exist.`,
  INVITATION_CODE_ERROR: msg`Invitation code error`,
  WRONG_OLD_PASSWORD: msg`The old password is incorrect.`,
  PASSWORD_UNCHANGED: msg`The new password must be different from the old one.`,
  PASSWORDS_INCONSISTENT: msg`The two passwords are inconsistent.`,
};

/** A translated message for a known server failure code, else null. */
export function codeMessage(error: unknown): MessageDescriptor | null {
  const { code } = failureDetails(error);
  return (code && CODE_MESSAGES[code]) || null;
}

/** Play safely (issue 30): a login refused during a break or a self-exclusion says until when. */
function breakMessage(error: unknown): MessageDescriptor | null {
  const { code } = failureDetails(error);
  if (code !== 'ACCOUNT_ON_BREAK' && code !== 'ACCOUNT_SELF_EXCLUDED') return null;
  const given = isApiError(error) ? (error.value as { until?: unknown }).until : undefined;
  const until = typeof given === 'string' ? formatDateTime(given) : '';
  return code === 'ACCOUNT_ON_BREAK'
    ? msg`You are taking a break until ${until}. You can log in again after that.`
    : msg`You have excluded yourself until ${until}. You cannot log in before then.`;
}

/** What a failed login tells the person, by how they tried to log in (SPEC 6 and 8). */
export function loginFailureMessage(error: unknown, method: LoginMethod): MessageDescriptor {
  if (error instanceof LoginRefusedError) {
    return error.reason === 'non-agent' ? msg`Non-agents cannot log in` : msg`Non-member account unable to login`;
  }
  if (isIdentityProviderError(error)) return identityErrorMessage(error.code);
  const onBreak = breakMessage(error);
  if (onBreak) return onBreak;
  const known = codeMessage(error);
  if (known) return known;
  if (isRejection(error)) {
    if (method === 'sms') return msg`The verification code is invalid or missing.`;
    if (method === 'username') return msg`Incorrect username or password`;
  }
  return apiErrorMessage(error);
}
