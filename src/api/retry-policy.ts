import { isApiError } from './api-error';

/**
 * Whether a failed query is worth asking again by itself: a dropped connection
 * or a 5xx may pass in a second or two. A time-out is not asked again: the
 * player has already waited the whole time-out (VITE_API_TIMEOUT_MS, 12 s), and
 * a second wait would put "Try again" past 20 s (ADR 0026); the page offers the
 * retry instead. A refusal (a failure code, 401, 4xx, 429) says the same on a
 * second try.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && (error.status ?? 0) >= 500;
}

/** A query `retry` option: at most `times` more tries, and only of what a retry can fix. */
export const retryUpTo =
  (times: number) =>
  (failureCount: number, error: unknown): boolean =>
    failureCount < times && isRetryable(error);

/** A time-out younger than this is shown, not asked again, when a screen mounts on it (ADR 0026). */
export const FRESH_FAILURE_MS = 10_000;

type FailedQuery = { state: { error: unknown; errorUpdatedAt: number } };

/**
 * A query `retryOnMount` option. A route's loader whose call has just timed out hands its page a failed query:
 * asking again on mount would hide the failure behind a second wait (a timed-out page offered Try again after
 * two time-outs). Any other failure (a guest's 401 before a login) and an older time-out (the player comes back
 * to the page) are asked again, as before. (TanStack marks every failed query invalidated, so that flag cannot
 * tell a later invalidation apart.)
 */
export function retryOnMountUnlessFreshTimeout(query: FailedQuery, now: number = Date.now()): boolean {
  const { error, errorUpdatedAt } = query.state;
  return !(isApiError(error) && error.kind === 'timeout' && now - errorUpdatedAt < FRESH_FAILURE_MS);
}
