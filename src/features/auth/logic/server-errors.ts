import { isApiError } from '@/api/api-error';

/** ErrorDetails of the contract: the failure's machine-readable code and captcha flag. */
export function failureDetails(error: unknown): { code: string | null; captchaRequired: boolean } {
  if (!isApiError(error) || typeof error.value !== 'object' || error.value === null) return { code: null, captchaRequired: false };
  const value = error.value as { code?: unknown; captchaRequired?: unknown };
  return { code: typeof value.code === 'string' ? value.code : null, captchaRequired: value.captchaRequired === true };
}

/**
 * True when the server refused the request itself (as opposed to the network failing). A 429 is not a refusal of
 * what was sent but of how often: it says how long to wait (apiErrorMessage), not "wrong password".
 */
export function isRejection(error: unknown): boolean {
  if (!isApiError(error) || error.status === 429) return false;
  return error.kind === 'rejected' || (error.kind === 'http' && (error.status ?? 0) < 500);
}
