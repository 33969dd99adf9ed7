import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindEmail, bindMobile, changePassword, setPasswordByPhone } from '@generated/api/member/member';
import { addBankAccount, createWithdrawal, listBankAccounts } from '@generated/api/payments/payments';
import { createAppLinkCode, exchangeAppLinkCode, logout } from '@generated/api/session/session';
import { getWalletBalance } from '@generated/api/wallet/wallet';
import { ApiError } from '@/api/api-error';
import { sendEncrypted } from '@/api/encryption';
import { session } from '@/api/session';
import { unwrap } from '@/api/unwrap';
import { db, SESSION_LIFETIME } from '@mocks/db/store';
import { PIN_LOCKOUT, REAUTH_LIMIT } from '@mocks/lib/account-security';
import { loginAs, rejection } from '../../support/api-calls';

/**
 * Issue 28 as the mocks enforce it (the contract's info.description): account changes need the login password (and
 * a code to the old number to replace it), tell the old contact, and are rate-limited; the payment password locks;
 * sessions end when idle, when old, and after a password change or reset, and take their hand-over codes with them.
 * Time moves with a fake clock, never by waiting.
 */
const code = (error: ApiError) => (error.value as { code?: string } | undefined)?.code;
/** The failure code a call was refused with ('ok' when it went through): the client throws a refusal as an ApiError. */
const failureCode = (answer: unknown) => (answer instanceof ApiError ? code(answer) : 'ok');
const MOBILE = { mobileNum: '0197654321', countryDialingCode: '+60', verificationCode: '123456' };
const BANK = { bankCode: 'CIMB', payeeName: 'AUNG MIN HTET', accountNumber: '8001234567' };
const bind = (payload: Record<string, string>) => sendEncrypted(payload, (body) => bindMobile(body)).catch((error: ApiError) => error);
const addBank = (password: string) => sendEncrypted({ ...BANK, password }, (body) => addBankAccount(body)).catch((error: ApiError) => error);
const withdraw = (paymentPassword: string, key: string) =>
  sendEncrypted({ bankAccountId: 'BA-10001-1', amount: 100, paymentPassword }, (body) => createWithdrawal(body, { 'Idempotency-Key': key })).catch(
    (error: ApiError) => error,
  );
const minutes = (n: number) => n * 60_000;

afterEach(() => vi.useRealTimers());

describe('account changes need the login password', () => {
  it('refuses to replace the phone with a wrong password, or without a code from the old number; then tells the old number', async () => {
    await loginAs('demo', 'Demo@1234');
    expect(failureCode(await bind({ ...MOBILE, oldVerificationCode: '123456', password: 'wrong' }))).toBe('INVALID_CREDENTIALS');
    expect(failureCode(await bind({ ...MOBILE, password: 'Demo@1234' }))).toBe('INVALID_VERIFICATION_CODE');
    expect(db.memberByName('demo')?.mobileNum).toBe('0123456789');
    expect(db.state.outbox ?? []).toEqual([]);

    expect(failureCode(await bind({ ...MOBILE, oldVerificationCode: '123456', password: 'Demo@1234' }))).toBe('ok');
    expect(db.memberByName('demo')?.mobileNum).toBe('0197654321');
    expect(db.state.outbox).toEqual([
      expect.objectContaining({ username: 'demo', channel: 'sms', to: '0123456789', text: expect.stringContaining('mobile number') }),
    ]);
    expect(db.state.messages.demo?.[0]).toMatchObject({ title: 'Security notice', read: false });
  });

  it('refuses a plaintext body: the password travels encrypted', async () => {
    await loginAs('demo', 'Demo@1234');
    const refused = await rejection(bindEmail({ email: 'x@example.com', verificationCode: '123456', password: 'Demo@1234' } as never));
    expect(refused.status).toBe(400);
  });

  it('adds a bank account only with the password, and answers 429 after too many wrong ones, even to the right one', async () => {
    await loginAs('demo', 'Demo@1234');
    for (let i = 0; i < REAUTH_LIMIT.maxFailures; i += 1) expect(failureCode(await addBank(`wrong-${i}`))).toBe('INVALID_CREDENTIALS');
    const limited = (await addBank('Demo@1234')) as ApiError;
    expect(limited).toMatchObject({ status: 429 });
    expect(limited.retryAfterSeconds).toBeGreaterThan(0);
    expect(unwrap(await listBankAccounts()).list).toHaveLength(1);
  });
});

describe('the payment password locks', () => {
  it(`after ${PIN_LOCKOUT.maxFailures} wrong ones in a row, for ${PIN_LOCKOUT.lockSeconds} s, whatever is typed`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await loginAs('demo', 'Demo@1234');
    for (let i = 1; i < PIN_LOCKOUT.maxFailures; i += 1)
      expect(failureCode(await withdraw('000000', `pin-wrong-000000000${i}`))).toBe('WRONG_PAYMENT_PASSWORD');
    const locked = (await withdraw('000000', 'pin-wrong-0000000005')) as ApiError;
    expect(locked).toMatchObject({ status: 429 });
    expect(code(locked)).toBe('PAYMENT_PASSWORD_LOCKED');
    expect(locked.retryAfterSeconds).toBe(PIN_LOCKOUT.lockSeconds);
    // The right one does not open it.
    expect(code((await withdraw('246810', 'pin-right-0000000001')) as ApiError)).toBe('PAYMENT_PASSWORD_LOCKED');
    vi.setSystemTime(Date.now() + PIN_LOCKOUT.lockSeconds * 1000 + 1000);
    await loginAs('demo', 'Demo@1234');
    expect(failureCode(await withdraw('246810', 'pin-right-0000000002'))).toBe('ok');
  });

  it('starts the count over after a right one', async () => {
    await loginAs('demo', 'Demo@1234');
    for (let i = 1; i < PIN_LOCKOUT.maxFailures; i += 1) await withdraw('000000', `pin-count-a-00000000${i}`);
    expect(failureCode(await withdraw('246810', 'pin-count-right-00001'))).toBe('ok');
    expect(failureCode(await withdraw('000000', 'pin-count-b-000000001'))).toBe('WRONG_PAYMENT_PASSWORD');
  });
});

describe('session lifetimes', () => {
  it(`ends a session idle for more than ${SESSION_LIFETIME.idleSeconds} s`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await loginAs('demo', 'Demo@1234');
    vi.setSystemTime(Date.now() + SESSION_LIFETIME.idleSeconds * 1000 - 1000);
    await expect(getWalletBalance()).resolves.toMatchObject({ success: true });
    vi.setSystemTime(Date.now() + SESSION_LIFETIME.idleSeconds * 1000 + 1000);
    expect((await rejection(getWalletBalance())).kind).toBe('unauthorized');
  });

  it(`ends a busy session ${SESSION_LIFETIME.absoluteSeconds} s after its login`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await loginAs('demo', 'Demo@1234');
    const start = Date.now();
    for (let at = minutes(20); at < SESSION_LIFETIME.absoluteSeconds * 1000; at += minutes(20)) {
      vi.setSystemTime(start + at);
      await expect(getWalletBalance()).resolves.toMatchObject({ success: true });
    }
    vi.setSystemTime(start + SESSION_LIFETIME.absoluteSeconds * 1000 + 1000);
    expect((await rejection(getWalletBalance())).kind).toBe('unauthorized');
  });
});

describe('sessions and hand-over codes after logout, password change and reset', () => {
  it('cancels unused app-link codes at logout', async () => {
    await loginAs('demo', 'Demo@1234');
    const { code: linkCode } = unwrap(await createAppLinkCode());
    await logout();
    session.clear();
    expect(code(await rejection(exchangeAppLinkCode({ code: linkCode })))).toBe('APP_LINK_CODE_INVALID');
  });

  it('ends the other sessions and cancels the codes at a password change; this session stays', async () => {
    const other = (await loginAs('demo', 'Demo@1234')).token;
    const { code: linkCode } = unwrap(await createAppLinkCode());
    await loginAs('demo', 'Demo@1234');
    await sendEncrypted({ oldPassword: 'Demo@1234', newPassword: 'Changed@2026', confirmNewPassword: 'Changed@2026' }, (body) => changePassword(body));
    await expect(getWalletBalance()).resolves.toMatchObject({ success: true });
    expect(db.memberByToken(other)).toBeUndefined();
    session.clear();
    expect(code(await rejection(exchangeAppLinkCode({ code: linkCode })))).toBe('APP_LINK_CODE_INVALID');
  });

  it('ends every session of the account at a reset by phone', async () => {
    await loginAs('demo', 'Demo@1234');
    const token = session.token();
    session.clear();
    await sendEncrypted({ mobileNum: '0123456789', verificationCode: '123456', newPassword: 'Reset@2026' }, (body) => setPasswordByPhone(body));
    expect(db.memberByToken(token)).toBeUndefined();
  });
});
