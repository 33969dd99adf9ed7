import { ApiError } from './api-error';

/** The `value` type of an operation's success envelope (the `success: true` branch of its 200 union). */
export type SuccessValue<Response> = Response extends { success: true; value: infer Value } ? Value : never;

/**
 * Narrows an operation's answer to its success value. The fetcher already
 * throws on the failure envelope, so in practice this only narrows the type;
 * a failure that reaches it anyway (a cache entry set by hand) throws the
 * same `rejected` error the fetcher would.
 */
export function unwrap<Response extends { success: boolean; message?: string | null; value?: unknown }>(response: Response): SuccessValue<Response> {
  if (response.success !== true) {
    throw new ApiError('rejected', response.message ?? 'Request rejected', { serverMessage: response.message ?? null, value: response.value });
  }
  return response.value as SuccessValue<Response>;
}
