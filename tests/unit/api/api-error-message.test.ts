import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { apiErrorMessage, failureKind } from '@/api/api-error-message';
import { agentFailureMessage } from '@/features/agent/logic/agent-errors';
import { loginFailureMessage } from '@/features/auth/logic/login-errors';
import { describeMoneyError } from '@/features/payments/logic/money-errors';
import { pointsErrorMessage } from '@/features/points/logic/points-errors';

// The source texts: no catalog loaded, Lingui formats the messages as written.
i18n.loadAndActivate({ locale: 'en', messages: {} });

/** What a person reads when a call fails (the source texts; the catalogs translate them). */
describe('the message of a failed call', () => {
  it.each([
    [
      'a 429 with Retry-After: 30',
      new ApiError('http', 'Too Many Requests', { status: 429, retryAfterSeconds: 30 }),
      'Too many attempts. Please wait 30 seconds, then try again.',
    ],
    [
      'a 429 refused in the envelope',
      new ApiError('rejected', 'Slow down', { status: 429, retryAfterSeconds: 5 }),
      'Too many attempts. Please wait 5 seconds, then try again.',
    ],
    [
      'a 429 with Retry-After: 1',
      new ApiError('http', 'Too Many Requests', { status: 429, retryAfterSeconds: 1 }),
      'Too many attempts. Please wait a moment, then try again.',
    ],
    ['a 429 without Retry-After', new ApiError('http', 'Too Many Requests', { status: 429 }), 'Too many attempts. Please wait a moment, then try again.'],
    [
      'the payment password locked (issue 28), 900 s',
      new ApiError('http', 'Locked', { status: 429, retryAfterSeconds: 900, value: { code: 'PAYMENT_PASSWORD_LOCKED' } }),
      'Too many wrong payment passwords: it is locked. Try again in 15 min.',
    ],
    [
      'the payment password locked, 20 s left',
      new ApiError('http', 'Locked', { status: 429, retryAfterSeconds: 20, value: { code: 'PAYMENT_PASSWORD_LOCKED' } }),
      'Too many wrong payment passwords: it is locked. Try again in 1 min.',
    ],
    ['a 400', new ApiError('http', 'Bad Request', { status: 400 }), 'The request could not be completed. Please try again.'],
    [
      'a 500',
      new ApiError('http', 'Server Error', { status: 500 }),
      'The server had a problem. Please try again in a moment; if it goes on, contact customer service.',
    ],
    ['a 401', new ApiError('unauthorized', 'Not logged in', { status: 401 }), 'You are not logged in. Please log in.'],
    ['no answer', new ApiError('network', 'Failed to fetch', {}), 'Network link abnormal. Please try again.'],
    ['not an API error', new Error('boom'), 'Something went wrong. Please try again.'],
  ])('%s reads "%s"', (_case, error, text) => {
    expect(i18n._(apiErrorMessage(error, true))).toBe(text);
  });
});

const refused = (code: string | null, status = 200) => new ApiError('rejected', 'No', { status, value: code ? { code } : null });

/** ADR 0026: one message per failure kind, and a code the whole site shares says its own message. */
describe('the kind and message of every failure', () => {
  it.each([
    // kind: no answer at all
    ['offline', new ApiError('network', 'Failed to fetch'), false, 'offline', 'You are offline. Connect to the internet, then try again.'],
    ['no answer while online', new ApiError('network', 'Failed to fetch'), true, 'network', 'Network link abnormal. Please try again.'],
    ['a time-out', new ApiError('timeout', 'No answer within 15000 ms'), true, 'timeout', 'Page load timeout. Please check your network.'],
    ['a time-out while offline', new ApiError('timeout', 'No answer'), false, 'timeout', 'Page load timeout. Please check your network.'],
    // kind: the server failed
    [
      'a 502',
      new ApiError('http', 'Bad Gateway', { status: 502 }),
      true,
      'server',
      'The server had a problem. Please try again in a moment; if it goes on, contact customer service.',
    ],
    [
      'SERVER_ERROR in the envelope',
      refused('SERVER_ERROR'),
      true,
      'server',
      'The server had a problem. Please try again in a moment; if it goes on, contact customer service.',
    ],
    // kind: rate limit
    [
      'a 429',
      new ApiError('http', 'Too Many', { status: 429, retryAfterSeconds: 12 }),
      true,
      'rate-limit',
      'Too many attempts. Please wait 12 seconds, then try again.',
    ],
    ['TOO_MANY_REQUESTS in the envelope', refused('TOO_MANY_REQUESTS'), true, 'rate-limit', 'Too many attempts. Please wait a moment, then try again.'],
    // kind: the session
    ['a 401', new ApiError('unauthorized', 'No session', { status: 401 }), true, 'session', 'You are not logged in. Please log in.'],
    ['NOT_LOGGED_IN in the envelope', refused('NOT_LOGGED_IN'), true, 'session', 'You are not logged in. Please log in.'],
    // kind: a refusal, by code
    ['NO_DATA', refused('NO_DATA'), true, 'refused', 'What you asked for no longer exists.'],
    ['FUNCTION_NOT_ENABLED', refused('FUNCTION_NOT_ENABLED'), true, 'refused', 'Function not enabled'],
    ['REAL_ACCOUNT_REQUIRED', refused('REAL_ACCOUNT_REQUIRED'), true, 'refused', 'A real account must be registered first.'],
    ['GAME_MAINTENANCE', refused('GAME_MAINTENANCE'), true, 'refused', 'This game is under maintenance. Please try again later.'],
    ['QUOTA_NOT_SUFFICIENT', refused('QUOTA_NOT_SUFFICIENT'), true, 'refused', 'Your balance is not enough for this.'],
    [
      'REGION_RESTRICTED',
      refused('REGION_RESTRICTED'),
      true,
      'refused',
      'Access to this site is restricted by location or IP. If you think this is a mistake, please contact customer service.',
    ],
    ['PAYMENT_PASSWORD_NOT_SET', refused('PAYMENT_PASSWORD_NOT_SET'), true, 'refused', 'Set a payment password in the security centre first.'],
    ['a code a screen words itself', refused('WRONG_OLD_PASSWORD'), true, 'refused', 'The request could not be completed. Please try again.'],
    ['a code of no contract', refused('SOMETHING_NEW'), true, 'refused', 'The request could not be completed. Please try again.'],
    ['a refusal without a code', refused(null), true, 'refused', 'The request could not be completed. Please try again.'],
    ['a 404 with a code', refused('NO_DATA', 404), true, 'refused', 'What you asked for no longer exists.'],
    // kind: the answer or the page itself
    [
      'an answer off the contract',
      new ApiError('invalid-response', 'Mismatch'),
      true,
      'unreadable',
      'The server sent an answer we could not read. Please try again later.',
    ],
    ['not a call', new TypeError('x is undefined'), true, 'unknown', 'Something went wrong. Please try again.'],
  ])('%s: %s', (_case, error, online, kind, text) => {
    expect(failureKind(error, online)).toBe(kind);
    expect(i18n._(apiErrorMessage(error, online))).toBe(text);
  });
});

describe('the message of a failed login', () => {
  it.each([
    [
      'a 429 at the username login',
      new ApiError('http', 'Too Many Requests', { status: 429, retryAfterSeconds: 60 }),
      'username',
      'Too many attempts. Please wait 60 seconds, then try again.',
    ],
    ['a 429 at the SMS login', new ApiError('http', 'Too Many Requests', { status: 429 }), 'sms', 'Too many attempts. Please wait a moment, then try again.'],
    ['a refusal without a code', new ApiError('rejected', 'No', { status: 200 }), 'username', 'Incorrect username or password'],
    ['a refused SMS code', new ApiError('rejected', 'No', { status: 200 }), 'sms', 'The verification code is invalid or missing.'],
    [
      'wrong credentials',
      new ApiError('rejected', 'No', { status: 200, value: { code: 'INVALID_CREDENTIALS' } }),
      'username',
      'Incorrect username or password',
    ],
  ] as const)('%s reads "%s"', (_case, error, method, text) => {
    expect(i18n._(loginFailureMessage(error, method))).toBe(text);
  });
});

/** Issue 28: every screen that asks for a payment password leaves the lockout to the central message. */
describe('the payment password lockout where a PIN is asked', () => {
  const locked = new ApiError('http', 'Locked', { status: 429, retryAfterSeconds: 840, value: { code: 'PAYMENT_PASSWORD_LOCKED' } });
  it.each([
    ['withdraw and transfer to upline', describeMoneyError],
    ['points redeem and convert', pointsErrorMessage],
    ['agent downline transfer', agentFailureMessage],
  ])('%s reads the lockout', (_screen, describe) => {
    expect(i18n._(describe(locked) ?? apiErrorMessage(locked))).toBe('Too many wrong payment passwords: it is locked. Try again in 14 min.');
  });
});
