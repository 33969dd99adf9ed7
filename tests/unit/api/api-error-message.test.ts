import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { apiErrorMessage } from '@/api/api-error-message';
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
    ['a 500', new ApiError('http', 'Server Error', { status: 500 }), 'Unknown error. Please contact customer service.'],
    ['a 401', new ApiError('unauthorized', 'Not logged in', { status: 401 }), 'You are not logged in. Please log in.'],
    ['no answer', new ApiError('network', 'Failed to fetch', {}), 'Network link abnormal. Please try again.'],
    ['not an API error', new Error('boom'), 'Something went wrong. Please try again.'],
  ])('%s reads "%s"', (_case, error, text) => {
    expect(i18n._(apiErrorMessage(error))).toBe(text);
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
