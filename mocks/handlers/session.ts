import { http } from 'msw';
import { FreeplayLoginPayload, LoginPayload, LoginSmsCodeRequest, type LoginUserInfo, type SmsCodeResult } from '@generated/model';
import { MOCK_CAPTCHA_ANSWER } from '../captcha';
import { DecryptError, decryptPayload, decryptRsa } from '../crypto';
import { MOCK_SMS_CODE, TRIAL_TYPE, type MockMember } from '../db/personas';
import { db } from '../db/store';
import { badRequest, fail, jsonBody, ok } from './respond';

/** Two failed logins in a row ask for a captcha on the next try. */
export const CAPTCHA_AFTER_FAILURES = 2;

function startSession(member: MockMember): LoginUserInfo {
  const token = crypto.randomUUID();
  db.update((state) => {
    state.sessions[token] = member.username;
    state.failedLogins[member.username.toLowerCase()] = 0;
  });
  return { userName: member.username, token, firstTimeLogin: member.firstTimeLogin, passwordExpired: member.passwordExpired };
}

export const sessionHandlers = [
  http.post('*/wps/session/login', async ({ request }) => {
    let plain: unknown;
    try {
      plain = await decryptPayload(await jsonBody(request));
    } catch (error) {
      if (error instanceof DecryptError) return badRequest(error.message);
      throw error;
    }
    const parsed = LoginPayload.safeParse(plain);
    if (!parsed.success) return badRequest('Invalid login request', { fields: parsed.error.issues.map((issue) => issue.path.join('.')) });
    const { username, password, captcha, type } = parsed.data;

    if (type === 'sms') {
      const member = db.memberByMobile(username);
      if (!member) return fail('Invalid phone number format');
      if (password !== MOCK_SMS_CODE) return fail('Invalid or missing verification code');
      return ok(startSession(member));
    }

    const key = username.trim().toLowerCase();
    const failures = db.state.failedLogins[key] ?? 0;
    if (failures >= CAPTCHA_AFTER_FAILURES && captcha?.trim() !== MOCK_CAPTCHA_ANSWER) {
      return fail(captcha ? 'Invalid captcha' : 'Please enter the captcha', { captchaRequired: true });
    }
    const member = db.memberByName(username);
    if (!member || member.password !== password.trim()) {
      const next = db.update((state) => (state.failedLogins[key] = failures + 1));
      return fail('Incorrect username or password', next >= CAPTCHA_AFTER_FAILURES ? { captchaRequired: true } : null);
    }
    return ok(startSession(member));
  }),

  http.delete('*/wps/session/logout', ({ request }) => {
    const token = request.headers.get('token');
    if (token) db.update((state) => delete state.sessions[token]);
    return ok(true);
  }),

  http.post('*/wps/session/login/freeplay', async ({ request }) => {
    const parsed = FreeplayLoginPayload.safeParse(await jsonBody(request));
    if (!parsed.success) return badRequest('Invalid free-play request');
    try {
      await decryptRsa(parsed.data.random);
    } catch (error) {
      if (error instanceof DecryptError) return badRequest(error.message);
      throw error;
    }
    const trial = db.update((state) => {
      const id = state.nextMemberId++;
      const member: MockMember = {
        id,
        username: `trial${id}`,
        password: crypto.randomUUID(),
        nickname: `Guest ${id}`,
        type: TRIAL_TYPE,
        mobileNum: '',
        email: '',
        currencySymbol: 'RM',
        balance: 2000,
        wallets: {},
        firstTimeLogin: false,
        passwordExpired: false,
        unreadMessages: 0,
      };
      state.members.push(member);
      return member;
    });
    return ok(startSession(trial));
  }),

  http.post('*/wps/verification/sms/noLogin', async ({ request }) => {
    const parsed = LoginSmsCodeRequest.safeParse(await jsonBody(request));
    if (!parsed.success) return fail('Invalid phone number format');
    return ok<SmsCodeResult>({ expiredMinutes: 1 });
  }),
];
