/**
 * The one error type every API call throws. `kind` says what went wrong; the UI
 * decides what to show (see `apiErrorMessage`).
 */
export type ApiErrorKind =
  /** HTTP 2xx but the envelope says `success: false`. */
  | 'rejected'
  /** 401: no session, or it expired. */
  | 'unauthorized'
  /** Any other non-2xx status. */
  | 'http'
  /** The request never got an answer (offline, DNS, CORS, connection reset). */
  | 'network'
  /** No answer within the configured time-out. */
  | 'timeout'
  /** The body does not match the contract (only checked in development and tests). */
  | 'invalid-response';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly details: {
      status?: number;
      url?: string;
      /** The envelope's `message`, as the server wrote it. */
      serverMessage?: string | null;
      /** The envelope's `value` on a failure (for example `{captchaRequired: true}`). */
      value?: unknown;
      /** A 429's Retry-After, in seconds. */
      retryAfterSeconds?: number;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: details.cause });
  }

  get status(): number | undefined {
    return this.details.status;
  }

  get serverMessage(): string | null | undefined {
    return this.details.serverMessage;
  }

  get value(): unknown {
    return this.details.value;
  }

  get retryAfterSeconds(): number | undefined {
    return this.details.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
