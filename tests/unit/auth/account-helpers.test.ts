import { i18n } from '@lingui/core';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { authSettingsOf } from '@/features/auth/logic/auth-settings';
import { clientOs } from '@/features/auth/logic/client-os';
import { identityErrorCode, identityErrorMessage } from '@/features/auth/logic/identity-errors';
import { isMobileNumber, normaliseMobile } from '@/features/auth/logic/mobile';
import { REMEMBER_ME_MS, readRememberedUser, rememberUser } from '@/features/auth/logic/remember-me';
import { secondsLeft, smsCountdownSeconds } from '@/features/auth/logic/sms-countdown';
import { throttle } from '@/lib/throttle';
import { PERMISSION } from '@mocks/db/site-config';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('remember me', () => {
  const now = Date.UTC(2026, 10, 21, 12);
  it.each([
    { case: 'fresh entry', raw: JSON.stringify(rememberUser('demo', now)), at: now + 1000, expected: 'demo' },
    { case: 'one moment before a day', raw: JSON.stringify(rememberUser('demo', now)), at: now + REMEMBER_ME_MS - 1, expected: 'demo' },
    { case: 'after a day', raw: JSON.stringify(rememberUser('demo', now)), at: now + REMEMBER_ME_MS, expected: null },
    { case: 'nothing stored', raw: null, at: now, expected: null },
    { case: 'garbage', raw: '{nope', at: now, expected: null },
    { case: 'no user name', raw: JSON.stringify({ expiresAt: now + 5000 }), at: now, expected: null },
  ])('$case', ({ raw, at, expected }) => {
    expect(readRememberedUser(raw, at)).toBe(expected);
  });

  it('never stores anything but the user name and the expiry', () => {
    expect(Object.keys(rememberUser('demo', now)).sort()).toEqual(['expiresAt', 'username']);
    expect(REMEMBER_ME_MS).toBe(24 * 60 * 60 * 1000);
  });
});

describe('SMS countdown', () => {
  it.each([
    { source: { kind: 'server', expiredMinutes: 1 }, seconds: 60 },
    { source: { kind: 'server', expiredMinutes: 5 }, seconds: 300 },
    { source: { kind: 'server', expiredMinutes: 0 }, seconds: 60 },
    { source: { kind: 'third-party' }, seconds: 60 },
  ] as const)('$source.kind $source', ({ source, seconds }) => {
    expect(smsCountdownSeconds(source)).toBe(seconds);
  });

  it('counts down whole seconds to 0 and stays there', () => {
    expect(secondsLeft(0, 60, 0)).toBe(60);
    expect(secondsLeft(0, 60, 999)).toBe(60);
    expect(secondsLeft(0, 60, 1000)).toBe(59);
    expect(secondsLeft(0, 60, 60_000)).toBe(0);
    fc.assert(
      fc.property(fc.nat({ max: 600 }), fc.nat({ max: 10_000_000 }), (total, elapsed) => {
        const left = secondsLeft(0, total, elapsed);
        expect(left).toBeGreaterThanOrEqual(0);
        expect(left).toBeLessThanOrEqual(total);
      }),
    );
  });
});

describe('throttle', () => {
  it('runs the first call and drops calls within the wait', () => {
    let clock = 0;
    const calls: number[] = [];
    const throttled = throttle(
      (n: number) => calls.push(n),
      1000,
      () => clock,
    );
    throttled(1);
    clock = 500;
    throttled(2);
    clock = 999;
    throttled(3);
    clock = 1000;
    throttled(4);
    clock = 1500;
    throttled(5);
    expect(calls).toEqual([1, 4]);
  });
});

describe('identity provider errors (SPEC 8)', () => {
  it.each([
    ['auth/popup-closed-by-user', 'popup-closed', 'Sign-in failed because the pop-up window was closed.'],
    ['auth/cancelled-popup-request', 'popup-closed', 'Sign-in failed because the pop-up window was closed.'],
    ['popup-blocked', 'popup-blocked', 'The pop-up window was blocked. Please allow pop-ups for this site and try again.'],
    ['auth/invalid-phone-number', 'invalid-phone-number', 'Invalid phone number format.'],
    ['auth/missing-phone-number', 'missing-phone-number', 'Please enter your phone number.'],
    ['auth/too-many-requests', 'too-many-requests', 'Too many requests. Please try again in 5 minutes.'],
    ['auth/invalid-verification-code', 'invalid-verification-code', 'The verification code is invalid or missing.'],
    ['auth/missing-verification-code', 'invalid-verification-code', 'The verification code is invalid or missing.'],
    ['auth/code-expired', 'code-expired', 'The verification code has expired. Please send a new one.'],
    ['auth/captcha-check-failed', 'captcha-check-failed', 'The security check failed or this domain is not allowed.'],
    ['auth/unauthorized-domain', 'captcha-check-failed', 'The security check failed or this domain is not allowed.'],
    ['auth/quota-exceeded', 'quota-exceeded', 'The service quota is used up. Please try again later.'],
    ['auth/operation-not-allowed', 'operation-not-allowed', 'This sign-in method is not enabled.'],
    ['auth/internal-error', 'unknown', 'Unknown error. Please contact customer service.'],
    [undefined, 'unknown', 'Unknown error. Please contact customer service.'],
  ])('%s', (raw, code, text) => {
    expect(identityErrorCode(raw)).toBe(code);
    expect(i18n._(identityErrorMessage(identityErrorCode(raw)))).toBe(text);
  });
});

describe('mobile numbers', () => {
  it.each([
    ['0123456789', true],
    ['123456', true],
    ['12345', false],
    ['1234567890123456', false],
    ['+60123456789', false],
    ['012 345 6789', false],
  ])('%s -> %s', (value, expected) => {
    expect(isMobileNumber(value)).toBe(expected);
  });

  it('strips the spaces and dashes people type', () => {
    expect(normaliseMobile('012-345 6789')).toBe('0123456789');
  });
});

describe('clientOs', () => {
  it.each([
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36', 'Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15', 'macOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 'iOS'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8)', 'Android'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/140', 'Linux'],
    ['curl/8.0', 'Unknown'],
  ])('%s', (agent, os) => {
    expect(clientOs(agent)).toBe(os);
  });
});

describe('authSettingsOf', () => {
  it('reads the switches of the demo site', () => {
    expect(authSettingsOf(PERMISSION)).toEqual({
      smsLogin: true,
      thirdPartyLogin: true,
      passwordExpiryEnabled: true,
      usernameRegister: true,
      mobileRegister: true,
      registerSmsVerification: true,
      forgotByMobile: false,
      agentPolicy: true,
      customerServiceUrl: 'https://livechat.example.com/chat',
    });
  });

  it('treats a missing flag as off', () => {
    const settings = authSettingsOf({ ...PERMISSION, whitelabel: [], verificationCodeLogin: undefined, customerService: [] });
    expect(settings).toMatchObject({
      smsLogin: false,
      usernameRegister: false,
      mobileRegister: false,
      forgotByMobile: false,
      agentPolicy: false,
      customerServiceUrl: null,
    });
  });
});
