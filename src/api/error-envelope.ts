import type { ErrorDetails } from '@generated/model';

/**
 * The shared failure envelope (the contract's `ErrorEnvelope`), read by hand: the fetcher reads every answer with
 * it, and the generated `errorEnvelope.zod.ts` is classic zod, which would put zod in the first download of every
 * page (issue 12). tests/unit/error-envelope.test.ts reads every answer of the contract and a set of
 * malformed ones with both and expects the same result.
 */

/** Every failure code of the contract: `satisfies` keeps the list equal to `ErrorDetails['code']`. */
const FAILURE_CODES = {
  INVALID_CREDENTIALS: true,
  CAPTCHA_REQUIRED: true,
  CAPTCHA_INVALID: true,
  INVALID_PHONE_NUMBER: true,
  MISSING_PHONE_NUMBER: true,
  INVALID_VERIFICATION_CODE: true,
  VERIFICATION_CODE_EXPIRED: true,
  SMS_TOO_MANY_REQUESTS: true,
  ACCOUNT_IN_USE: true,
  USER_OR_EMAIL_NOT_FOUND: true,
  INVITATION_CODE_ERROR: true,
  WRONG_OLD_PASSWORD: true,
  PASSWORD_UNCHANGED: true,
  PASSWORDS_INCONSISTENT: true,
  INVALID_ID_TOKEN: true,
  INVALID_REQUEST: true,
  NOT_LOGGED_IN: true,
  REAL_ACCOUNT_REQUIRED: true,
  GAME_MAINTENANCE: true,
  NO_DATA: true,
  FAVOURITES_FULL: true,
  SAME_WALLET: true,
  UNKNOWN_WALLET: true,
  QUOTA_NOT_SUFFICIENT: true,
  WRONG_PAYMENT_PASSWORD: true,
  PAYMENT_PASSWORD_NOT_SET: true,
  AMOUNT_OUT_OF_RANGE: true,
  BANK_ACCOUNT_LIMIT: true,
  BANK_ACCOUNT_EXISTS: true,
  UPLOAD_TOO_LARGE: true,
  UPLOAD_TOO_MANY: true,
  UPLOAD_WRONG_TYPE: true,
  RECEIPT_REQUIRED: true,
  ORDER_CLOSED: true,
  NO_UPLINE: true,
  PROMOTION_NOT_ELIGIBLE: true,
  FUNCTION_NOT_ENABLED: true,
  NOT_IN_TEAM: true,
  SITE_MAINTENANCE: true,
  REGION_RESTRICTED: true,
  SERVER_ERROR: true,
  PROMOTION_UNAVAILABLE: true,
  ALREADY_APPLIED: true,
  NOTHING_TO_CLAIM: true,
  PASSWORD_CHANGE_REQUIRED: true,
  ROLE_NOT_ALLOWED: true,
  IDEMPOTENCY_KEY_MISSING: true,
  UNKNOWN_KEY: true,
  PAYLOAD_REPLAYED: true,
  PAYLOAD_EXPIRED: true,
  APP_LINK_CODE_INVALID: true,
  TOO_MANY_REQUESTS: true,
  PAYMENT_PASSWORD_LOCKED: true,
  DEPOSIT_LIMIT_REACHED: true,
  LOSS_LIMIT_REACHED: true,
  SESSION_LIMIT_REACHED: true,
  ACCOUNT_ON_BREAK: true,
  ACCOUNT_SELF_EXCLUDED: true,
} satisfies Record<NonNullable<ErrorDetails['code']>, true>;

export type FailureEnvelope = {
  success: false;
  message: string | null;
  value: { captchaRequired?: boolean; code?: keyof typeof FAILURE_CODES; fields?: string[]; limit?: LimitRefusal; until?: string } | null;
};

/** The limit that refused a deposit or a game launch (play safely, issue 30: the contract's PlayLimitRefusal). */
export type LimitRefusal = NonNullable<ErrorDetails['limit']>;

const LIMIT_KINDS = {
  depositDay: true,
  depositWeek: true,
  depositMonth: true,
  lossDay: true,
  lossWeek: true,
  lossMonth: true,
  sessionMinutes: true,
} satisfies Record<LimitRefusal['kind'], true>;

const PLAY_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function limitOf(value: unknown): LimitRefusal | undefined {
  if (!isObject(value)) return undefined;
  const { kind, value: limit, used, resetsAt } = value;
  if (typeof kind !== 'string' || !Object.hasOwn(LIMIT_KINDS, kind)) return undefined;
  if (typeof limit !== 'number' || typeof used !== 'number') return undefined;
  if (resetsAt !== null && (typeof resetsAt !== 'string' || !PLAY_TIME.test(resetsAt))) return undefined;
  return { kind: kind as LimitRefusal['kind'], value: limit, used, resetsAt };
}

/** The failure's details as the schema reads them (keys it does not know dropped); undefined when they do not fit. */
function detailsOf(value: unknown): FailureEnvelope['value'] | undefined {
  if (value === null) return null;
  if (!isObject(value)) return undefined;
  const { captchaRequired, code, fields, limit, until } = value;
  const details: NonNullable<FailureEnvelope['value']> = {};
  if (captchaRequired !== undefined) {
    if (typeof captchaRequired !== 'boolean') return undefined;
    details.captchaRequired = captchaRequired;
  }
  if (code !== undefined) {
    if (typeof code !== 'string' || !Object.hasOwn(FAILURE_CODES, code)) return undefined;
    details.code = code as keyof typeof FAILURE_CODES;
  }
  if (fields !== undefined) {
    if (!Array.isArray(fields) || !fields.every((field) => typeof field === 'string')) return undefined;
    details.fields = [...(fields as string[])];
  }
  if (limit !== undefined) {
    const read = limitOf(limit);
    if (!read) return undefined;
    details.limit = read;
  }
  if (until !== undefined) {
    if (typeof until !== 'string' || !PLAY_TIME.test(until)) return undefined;
    details.until = until;
  }
  return details;
}

/** The failure envelope in a body, or null when the body is not one. */
export function readFailure(body: unknown): FailureEnvelope | null {
  if (!isObject(body) || body.success !== false) return null;
  const { message } = body;
  if (message !== null && typeof message !== 'string') return null;
  const value = detailsOf(body.value);
  return value === undefined ? null : { success: false, message, value };
}

/** The same, with the `safeParse` the fetcher's response check takes. */
export const failureEnvelope = {
  safeParse(body: unknown): { success: true; data: FailureEnvelope } | { success: false; error: { message: string } } {
    const failure = readFailure(body);
    return failure ? { success: true, data: failure } : { success: false, error: { message: 'not the failure envelope of the contract' } };
  },
};
