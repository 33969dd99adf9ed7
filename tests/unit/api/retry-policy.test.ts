import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { FRESH_FAILURE_MS, retryOnMountUnlessFreshTimeout, retryUpTo } from '@/api/retry-policy';
import { config } from '@/config/env';

/** ADR 0026: a query asks again only where a retry can help, and never makes a timed-out page wait past 20 s. */
describe('which failed query is asked again', () => {
  const retry = retryUpTo(2);
  it.each([
    ['no answer (network)', new ApiError('network', 'Failed to fetch'), 0, true],
    ['no answer, the third time', new ApiError('network', 'Failed to fetch'), 2, false],
    ['a 500', new ApiError('http', 'Server Error', { status: 500 }), 1, true],
    ['a 503', new ApiError('http', 'Unavailable', { status: 503 }), 0, true],
    ['a time-out', new ApiError('timeout', 'No answer'), 0, false],
    ['a 429', new ApiError('http', 'Too Many', { status: 429 }), 0, false],
    ['a 404', new ApiError('http', 'Not Found', { status: 404 }), 0, false],
    ['a refusal in the envelope', new ApiError('rejected', 'No', { status: 200 }), 0, false],
    ['a 401', new ApiError('unauthorized', 'No session', { status: 401 }), 0, false],
    ['an answer off the contract', new ApiError('invalid-response', 'Mismatch'), 0, false],
    ['not a call', new TypeError('boom'), 0, false],
  ])('%s (failure %i): %s', (_case, error, failures, expected) => {
    expect(retry(failures, error)).toBe(expected);
  });

  it('a timed-out page offers "Try again" within 20 s: one wait of the time-out, no second', () => {
    const tries = 1 + [0, 1, 2, 3].filter((failures) => retry(failures, new ApiError('timeout', 'No answer'))).length;
    expect(tries * config.apiTimeoutMs).toBeLessThan(20_000);
  });
});

/** A page handed a query its loader has just seen time out shows the failure; anything else is asked again. */
describe('whether a failed query is asked again when a screen mounts on it', () => {
  const now = 1_000_000;
  const timeout = new ApiError('timeout', 'No answer');
  const failed = (error: unknown, errorUpdatedAt: number) => ({ state: { error, errorUpdatedAt } });
  it.each([
    ['a time-out just now (its loader)', failed(timeout, now - 50), false],
    ['a time-out a moment ago', failed(timeout, now - FRESH_FAILURE_MS + 1), false],
    ['a time-out the fresh window ago', failed(timeout, now - FRESH_FAILURE_MS), true],
    ['a time-out a minute ago (the player came back)', failed(timeout, now - 60_000), true],
    ['a 500 just now', failed(new ApiError('http', 'Server Error', { status: 500 }), now - 50), true],
    ['a 401 just now (a guest before logging in)', failed(new ApiError('unauthorized', 'No session', { status: 401 }), now - 50), true],
    ['no answer just now', failed(new ApiError('network', 'Failed to fetch'), now - 50), true],
  ])('%s: %s', (_case, query, expected) => {
    expect(retryOnMountUnlessFreshTimeout(query, now)).toBe(expected);
  });
});
