import { describe, expect, it } from 'vitest';
import { changePassword, getMemberInfo, sendFeedback } from '@generated/api/member/member';
import { createAppLinkCode, exchangeAppLinkCode, login, loginFreeplay } from '@generated/api/session/session';
import { getCaptcha } from '@generated/api/system/system';
import { getWalletBalance, transferWallet } from '@generated/api/wallet/wallet';
import { listDownlines } from '@generated/api/agent/agent';
import { addFavourite } from '@generated/api/games/games';
import { type ApiError } from '@/api/api-error';
import { encryptPayload, encryptRandomToken, forgetServerKey, sendEncrypted } from '@/api/encryption';
import { session } from '@/api/session';
import { unwrap } from '@/api/unwrap';
import { rotateMockKeys } from '@mocks/crypto';
import { loginAs, rejection } from '../../support/api-calls';

/**
 * The server's rules of issue 21 as the mocks enforce them (the contract's
 * info.description): the limited session of a forced change, roles, money
 * that moves once, replayed logins, the captcha tied to its image, app-link codes.
 */

const code = (error: ApiError) => (error.value as { code?: string } | undefined)?.code;
const balance = async () => unwrap(await getWalletBalance()).balance;

describe('the forced password change on the server', () => {
  it.each([
    { username: 'newbie', password: '123456' },
    { username: 'expired', password: 'Expired@1234' },
  ])('gives $username a limited session: the wallet refuses it until the password changes', async ({ username, password }) => {
    const user = await loginAs(username, password);
    expect(user.passwordChangeRequired).toBe(true);
    const refused = await rejection(getWalletBalance());
    expect(refused).toMatchObject({ kind: 'http', status: 403 });
    expect(code(refused)).toBe('PASSWORD_CHANGE_REQUIRED');
    // The portal check still reads the member type.
    expect(unwrap(await getMemberInfo()).account).toBe(username);
    await sendEncrypted({ oldPassword: password, newPassword: 'Changed@2026', confirmNewPassword: 'Changed@2026' }, (body) => changePassword(body));
    await expect(getWalletBalance()).resolves.toMatchObject({ success: true });
  });

  it('gives demo a full session', async () => {
    expect((await loginAs('demo', 'Demo@1234')).passwordChangeRequired).toBe(false);
    await expect(getWalletBalance()).resolves.toMatchObject({ success: true });
  });
});

describe('roles on the server', () => {
  it('refuses a trial user a real-account action with 403', async () => {
    const value = unwrap(await loginFreeplay({ os: 'Linux', platform: 'W', random: await encryptRandomToken(), gatewayVersion: 3 }));
    session.set({ token: value.token, username: value.userName });
    const refused = await rejection(addFavourite('PG-1', { nodeId: 'PG-1', vendor: 'PG', gameType: 'RNG' }));
    expect(refused.status).toBe(403);
    expect(code(refused)).toBe('REAL_ACCOUNT_REQUIRED');
  });

  it('refuses a member an agent-only operation', async () => {
    await loginAs('demo', 'Demo@1234');
    const refused = await rejection(listDownlines({ pageNo: 1, pageSize: 10 }));
    expect(refused.status).toBe(403);
    expect(code(refused)).toBe('ROLE_NOT_ALLOWED');
  });
});

describe('money moves once', () => {
  const move = (key: string) => transferWallet({ from: 'MAIN', to: 'PG', amount: 100 }, { 'Idempotency-Key': key });

  it('answers a repeated key with the first answer and moves nothing', async () => {
    await loginAs('demo', 'Demo@1234');
    const first = await move('retry-of-the-same-intent-1');
    const again = await move('retry-of-the-same-intent-1');
    expect(again).toEqual(first);
    expect(await balance()).toBe(12245.67);
  });

  it('moves once for two requests sent together with one key', async () => {
    await loginAs('demo', 'Demo@1234');
    await Promise.all([move('double-click-intent-0001'), move('double-click-intent-0001')]);
    expect(await balance()).toBe(12245.67);
  });

  it('moves again for a new key, and refuses a call without one', async () => {
    await loginAs('demo', 'Demo@1234');
    await move('first-intent-000000001');
    await move('second-intent-00000001');
    expect(await balance()).toBe(12145.67);
    const missing = await rejection(transferWallet({ from: 'MAIN', to: 'PG', amount: 100 }, { 'Idempotency-Key': '' }));
    expect(missing.status).toBe(400);
    expect(code(missing)).toBe('IDEMPOTENCY_KEY_MISSING');
  });

  it.each([0.001, 0, 100000000])('refuses the amount %s (whole cents within the limits)', async (amount) => {
    await loginAs('demo', 'Demo@1234');
    await expect(
      transferWallet({ from: 'MAIN', to: 'PG', amount }, { 'Idempotency-Key': `amount-check-${String(amount).replace('.', '_')}-00000` }),
    ).rejects.toThrow();
    expect(await balance()).toBe(12345.67);
  });
});

describe('encrypted logins cannot be replayed', () => {
  it('refuses the same encrypted body a second time', async () => {
    const blob = await encryptPayload({ username: 'demo', password: 'Demo@1234', type: 'username' });
    await expect(login(blob)).resolves.toMatchObject({ success: true });
    const replay = await rejection(login(blob));
    expect(replay.status).toBe(400);
    expect(code(replay)).toBe('PAYLOAD_REPLAYED');
  });

  it('refuses a body sealed long ago', async () => {
    const blob = await encryptPayload({ username: 'demo', password: 'Demo@1234', type: 'username' });
    const stale = await rejection(login({ ...blob, timestamp: blob.timestamp - 10 * 60_000 }));
    expect(code(stale)).toBe('PAYLOAD_EXPIRED');
  });

  it('fetches the public key again once after the server rotated it', async () => {
    await encryptPayload({ warm: 'the cached key' });
    await rotateMockKeys();
    const user = unwrap(await sendEncrypted({ username: 'demo', password: 'Demo@1234', type: 'username' }, (body) => login(body)));
    expect(user.userName).toBe('demo');
    forgetServerKey();
  });
});

describe('the captcha is tied to its image', () => {
  const feedback = (captchaId: string) =>
    sendFeedback({ type: 1, content: 'The deposit page does not load on my phone today.', sender: 'guest', captcha: '8888', captchaId });

  it('accepts the answer with the id of the image, once', async () => {
    const { captchaId } = unwrap(await getCaptcha());
    await expect(feedback(captchaId)).resolves.toMatchObject({ success: true });
    expect(code(await rejection(feedback(captchaId)))).toBe('CAPTCHA_INVALID');
  });

  it('refuses an id it never issued', async () => {
    await getCaptcha();
    expect(code(await rejection(feedback('cap-000000000000')))).toBe('CAPTCHA_INVALID');
  });
});

describe('app-link codes', () => {
  it('exchanges a code once for a new session of the same account', async () => {
    await loginAs('demo', 'Demo@1234');
    const { code: linkCode, expiresIn } = unwrap(await createAppLinkCode());
    expect(expiresIn).toBeGreaterThan(0);
    session.clear();
    const user = unwrap(await exchangeAppLinkCode({ code: linkCode }));
    expect(user.userName).toBe('demo');
    expect(code(await rejection(exchangeAppLinkCode({ code: linkCode })))).toBe('APP_LINK_CODE_INVALID');
  });
});
