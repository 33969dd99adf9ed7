import { describe, expect, it } from 'vitest';
import { getMemberInfo } from '@generated/api/member/member';
import { login, loginFreeplay, logout } from '@generated/api/session/session';
import { getCaptcha, getSystemStatus } from '@generated/api/system/system';
import { getWalletBalance, transferWallet } from '@generated/api/wallet/wallet';
import { encryptRandomToken } from '@/api/encryption';
import { session } from '@/api/session';
import { unwrap } from '@/api/unwrap';
import { setScenario } from '@mocks/node';
import { loginAs, rejection } from '../../support/api-calls';

describe('the stateful mocks', () => {
  it.each([
    { username: 'demo', password: 'Demo@1234', type: 0, firstTimeLogin: false, passwordExpired: false, balance: 12345.67 },
    { username: 'newbie', password: '123456', type: 0, firstTimeLogin: true, passwordExpired: false, balance: 50 },
    { username: 'expired', password: 'Expired@1234', type: 0, firstTimeLogin: false, passwordExpired: true, balance: 880.2 },
    { username: 'agent1', password: 'Agent@1234', type: 1, firstTimeLogin: false, passwordExpired: false, balance: 56000 },
    { username: 'agent2', password: 'Agent@1234', type: 2, firstTimeLogin: false, passwordExpired: false, balance: 23000 },
    { username: 'agent41', password: 'Agent@1234', type: 41, firstTimeLogin: false, passwordExpired: false, balance: 9100 },
    { username: 'agent42', password: 'Agent@1234', type: 42, firstTimeLogin: false, passwordExpired: false, balance: 4200 },
  ])('logs $username in as member type $type', async ({ username, password, type, firstTimeLogin, passwordExpired, balance }) => {
    const user = await loginAs(username, password);
    expect(user).toMatchObject({ userName: username, firstTimeLogin, passwordExpired });
    const member = unwrap(await getMemberInfo());
    expect(member).toMatchObject({ account: username, type, balance, currencySymbol: 'RM' });
  });

  it('gives a free-play user the trial type 4', async () => {
    const value = unwrap(await loginFreeplay({ os: 'Linux', platform: 'W', random: await encryptRandomToken(), gatewayVersion: 3 }));
    session.set({ token: value.token, username: value.userName });
    expect(unwrap(await getMemberInfo()).type).toBe(4);
  });

  it('refuses a wrong password, then asks for the captcha (answer 8888)', async () => {
    const first = await rejection(loginAs('demo', 'wrong-1'));
    expect(first).toMatchObject({ kind: 'rejected', serverMessage: 'Incorrect username or password' });
    const second = await rejection(loginAs('demo', 'wrong-2'));
    expect(second.value).toEqual({ code: 'INVALID_CREDENTIALS', captchaRequired: true });
    const noCaptcha = await rejection(loginAs('demo', 'Demo@1234'));
    expect(noCaptcha.value).toEqual({ code: 'CAPTCHA_REQUIRED', captchaRequired: true });
    const captcha = unwrap(await getCaptcha());
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    await expect(loginAs('demo', 'Demo@1234', { captcha: '8888', captchaId: captcha.captchaId })).resolves.toMatchObject({ userName: 'demo' });
  });

  it('moves money between wallets and shows the new balances', async () => {
    await loginAs('demo', 'Demo@1234');
    await transferWallet({ from: 'MAIN', to: 'PG', amount: 345.67 }, { 'Idempotency-Key': 'mocks-test-transfer-0001' });
    const value = unwrap(await getWalletBalance());
    expect(value.balance).toBe(12000);
    expect(value.wallets?.find((wallet) => wallet.code === 'PG')?.balance).toBe(595.67);
    expect(unwrap(await getMemberInfo()).balance).toBe(12000);
  });

  it('refuses a transfer larger than the wallet', async () => {
    await loginAs('demo', 'Demo@1234');
    const error = await rejection(transferWallet({ from: 'MAIN', to: 'PG', amount: 12345.68 }, { 'Idempotency-Key': 'mocks-test-transfer-0002' }));
    expect(error.serverMessage).toBe('Quota not sufficient');
    expect(unwrap(await getWalletBalance()).balance).toBe(12345.67);
  });

  it('ends the session on logout', async () => {
    await loginAs('demo', 'Demo@1234');
    await logout();
    expect((await rejection(getMemberInfo())).kind).toBe('unauthorized');
  });

  it('refuses a body that is not encrypted', async () => {
    const error = await rejection(
      login({ keyId: 'x', key: 'AAAA', iv: 'AAAAAAAAAAAAAAAA', data: 'AAAA', timestamp: Date.now(), nonce: 'AAAAAAAAAAAAAAAAAAAAAA' }),
    );
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
  });

  it.each([
    { scenario: 'maintenance', status: 1 },
    { scenario: 'region-blocked', status: 2 },
    { scenario: 'normal', status: 0 },
  ] as const)('reports system status $status in the $scenario scenario', async ({ scenario, status }) => {
    setScenario(scenario);
    const value = unwrap(await getSystemStatus());
    expect(value.status).toBe(status);
    if (scenario === 'maintenance') expect(value.maintenanceEnd).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:00:00$/);
    if (scenario === 'region-blocked') expect(value.location?.ip).toBeTruthy();
  });

  it('fails every call in the server-error scenario', async () => {
    setScenario('server-error');
    expect(await rejection(getSystemStatus())).toMatchObject({ kind: 'http', status: 500 });
  });
});
