import { http, HttpResponse } from 'msw';
import {
  getCreateAppLinkCodeMockHandler,
  getExchangeAppLinkCodeMockHandler,
  getLoginFreeplayMockHandler,
  getLoginMockHandler,
  getLoginThirdPartyMockHandler,
  getLogoutMockHandler,
  getSendLoginSmsCodeMockHandler,
} from '@generated/api/session/session.msw';
import { getGetCountryCodesMockHandler } from '@generated/api/system/system.msw';
import {
  AppLinkExchangePayload,
  FreeplayLoginPayload,
  LoginPayload,
  LoginSmsCodeRequest,
  LoginThirdPartyBody,
  type AppLinkCode,
  type CountryCode,
  type LoginUserInfo,
  type SmsCodeResult,
} from '@generated/model';
import { captchaPasses } from '../captcha';
import { DecryptError, decryptPayload, decryptRsa } from '../crypto';
import { TRIAL_TYPE } from '@/api/member-types';
import { playTime } from '@/features/play-safely/logic/limit-rules';
import { MOCK_SMS_CODE, type MockMember } from '../db/personas';
import { COUNTRY_CODES, PERMISSION } from '../db/site-config';
import { breakOf } from '../db/play-safely';
import { db } from '../db/store';
import { cancelAppLinkCodesOf } from '../lib/account-security';
import { smsTooSoon, startSmsCooldown } from '../lib/sms';
import { badRequest, fail, jsonBody, memberOf, ok, requireMember } from './respond';

/** The spec's well-known default password (SPEC 4). */
const DEFAULT_PASSWORD = '123456';

/** Two failed logins in a row ask for a captcha on the next try. */
export const CAPTCHA_AFTER_FAILURES = 2;

/** The server's forced-change rule: the well-known default password, or an expired one while expiry is on. */
function passwordChangeDue(member: MockMember): 'default' | 'expired' | null {
  if (member.password === DEFAULT_PASSWORD) return 'default';
  return member.passwordExpired && PERMISSION.passwordExpiryEnabled === true ? 'expired' : null;
}

/** Play safely (issue 30): an account on a break or self-excluded is refused at every way in until it ends. */
export function breakRefusal(member: MockMember) {
  const current = breakOf(member.username);
  if (!current) return null;
  const until = playTime(current.until);
  return current.kind === 'selfExclusion'
    ? fail(`Self-excluded until ${until}`, { code: 'ACCOUNT_SELF_EXCLUDED', until })
    : fail(`On a break until ${until}`, { code: 'ACCOUNT_ON_BREAK', until });
}

/** Opens a session, whatever the way in; one that must change its password first is limited (the auth gate). */
export function startSession(member: MockMember): LoginUserInfo {
  const token = crypto.randomUUID();
  const due = passwordChangeDue(member);
  db.update((state) => {
    state.sessions[token] = member.username;
    (state.sessionTimes ??= {})[token] = { started: Date.now(), seen: Date.now() };
    state.failedLogins[member.username.toLowerCase()] = 0;
    if (due) (state.limitedSessions ??= {})[token] = due;
  });
  return {
    userName: member.username,
    token,
    firstTimeLogin: member.firstTimeLogin,
    passwordExpired: member.passwordExpired,
    passwordChangeRequired: due !== null,
  };
}

/** An app-link code lives 2 minutes and works once (createAppLinkCode). */
export const APP_LINK_TTL_S = 120;

/** 122 random bits from randomUUID (pinned when the demo world is recorded, so the examples do not drift). */
function newAppLinkCode(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

function newMember(fields: Pick<MockMember, 'username' | 'nickname' | 'type'> & Partial<MockMember>): MockMember {
  return db.update((state) => {
    const member: MockMember = {
      id: state.nextMemberId++,
      password: crypto.randomUUID(),
      mobileNum: '',
      email: '',
      currencySymbol: 'RM',
      balance: 0,
      wallets: {},
      firstTimeLogin: true,
      passwordExpired: false,
      unreadMessages: 0,
      ...fields,
    };
    state.members.push(member);
    return member;
  });
}

/** The payload of the demo provider's unsigned ID token (public/mock-sign-in.html). */
function readIdToken(idToken: string): { email?: string; name?: string; exp?: number } | null {
  const part = idToken.split('.')[1];
  if (!part) return null;
  try {
    return JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as { email?: string; name?: string; exp?: number };
  } catch {
    return null;
  }
}

export const sessionHandlers = [
  getLoginMockHandler(async ({ request }) => {
    let plain: unknown;
    try {
      plain = await decryptPayload(await jsonBody(request));
    } catch (error) {
      if (error instanceof DecryptError) throw badRequest(error.message, { code: error.code });
      throw error;
    }
    const parsed = LoginPayload.safeParse(plain);
    if (!parsed.success)
      throw badRequest('Invalid login request', { code: 'INVALID_REQUEST', fields: parsed.error.issues.map((issue) => issue.path.join('.')) });
    const { username, password, captcha, captchaId, type } = parsed.data;

    if (type === 'sms') {
      const member = db.memberByMobile(username);
      if (!member) return fail('No account uses this phone number', { code: 'INVALID_PHONE_NUMBER' });
      if (password !== MOCK_SMS_CODE) return fail('Invalid or missing verification code', { code: 'INVALID_VERIFICATION_CODE' });
      return breakRefusal(member) ?? ok(startSession(member));
    }

    const key = username.trim().toLowerCase();
    const failures = db.state.failedLogins[key] ?? 0;
    if (failures >= CAPTCHA_AFTER_FAILURES && !captchaPasses(captcha, captchaId)) {
      return captcha
        ? fail('Invalid captcha', { code: 'CAPTCHA_INVALID', captchaRequired: true })
        : fail('Please enter the captcha', { code: 'CAPTCHA_REQUIRED', captchaRequired: true });
    }
    // Members may log in with their mobile number as the user name (forgot password by phone does).
    const member = db.memberByName(username) ?? (/^\d{6,15}$/.test(key) ? db.memberByMobile(key) : undefined);
    if (!member || member.password !== password.trim()) {
      const next = db.update((state) => (state.failedLogins[key] = failures + 1));
      return fail('Incorrect username or password', { code: 'INVALID_CREDENTIALS', captchaRequired: next >= CAPTCHA_AFTER_FAILURES });
    }
    return breakRefusal(member) ?? ok(startSession(member));
  }),

  getLogoutMockHandler(({ request }) => {
    const token = request.headers.get('token');
    const member = memberOf(request);
    if (token)
      db.update((state) => {
        delete state.sessions[token];
        delete state.limitedSessions?.[token];
        delete state.sessionTimes?.[token];
        // Unused hand-over codes die with the session that could have made them (issue 28).
        if (member) cancelAppLinkCodesOf(state, member.username);
      });
    return ok(true);
  }),

  getCreateAppLinkCodeMockHandler(({ request }) => {
    const member = requireMember(request);
    const code = newAppLinkCode();
    db.update((state) => {
      const codes = (state.appLinkCodes ??= {});
      for (const [old, entry] of Object.entries(codes)) if (entry.until < Date.now()) delete codes[old];
      codes[code] = { username: member.username, until: Date.now() + APP_LINK_TTL_S * 1000 };
    });
    return ok<AppLinkCode>({ code, expiresIn: APP_LINK_TTL_S });
  }),

  /** The code is spent by the first exchange; the new session has the account's limits (a forced change stays forced). */
  getExchangeAppLinkCodeMockHandler(async ({ request }) => {
    const parsed = AppLinkExchangePayload.safeParse(await jsonBody(request));
    if (!parsed.success) throw badRequest('Invalid app-link code');
    const entry = db.state.appLinkCodes?.[parsed.data.code];
    if (entry) db.update((state) => delete state.appLinkCodes?.[parsed.data.code]);
    const member = entry && entry.until >= Date.now() ? db.memberByName(entry.username) : undefined;
    if (!member) return fail('The link has expired. Please sign in again.', { code: 'APP_LINK_CODE_INVALID' });
    return breakRefusal(member) ?? ok(startSession(member));
  }),

  getLoginFreeplayMockHandler(async ({ request }) => {
    const parsed = FreeplayLoginPayload.safeParse(await jsonBody(request));
    if (!parsed.success) throw badRequest('Invalid free-play request');
    try {
      await decryptRsa(parsed.data.random);
    } catch (error) {
      if (error instanceof DecryptError) throw badRequest(error.message, { code: error.code });
      throw error;
    }
    const id = db.state.nextMemberId;
    const trial = newMember({ username: `trial${id}`, nickname: `Guest ${id}`, type: TRIAL_TYPE, balance: 2000, firstTimeLogin: false });
    return ok(startSession(trial));
  }),

  /** One-click sign-in: the demo provider's e-mail finds the member, or opens an account for it. */
  getLoginThirdPartyMockHandler(async ({ request }) => {
    const parsed = LoginThirdPartyBody.safeParse(await jsonBody(request));
    if (!parsed.success) throw badRequest('Invalid third-party login');
    const claims = readIdToken(parsed.data.idToken);
    if (!claims?.email) return fail('Invalid ID token', { code: 'INVALID_ID_TOKEN' });
    if (claims.exp !== undefined && claims.exp * 1000 < Date.now()) return fail('The ID token has expired', { code: 'INVALID_ID_TOKEN' });
    const email = claims.email.toLowerCase();
    const existing = db.state.members.find((member) => member.email.toLowerCase() === email);
    const member =
      existing ??
      newMember({
        username:
          email
            .split('@')[0]
            ?.replace(/[^a-z0-9]/g, '')
            .slice(0, 16) || `social${db.state.nextMemberId}`,
        nickname: claims.name ?? email,
        type: 0,
        email,
        wallets: { PG: 0, JDB: 0, EG2: 0 },
        unreadMessages: 1,
      });
    return breakRefusal(member) ?? ok(startSession(member));
  }),

  getSendLoginSmsCodeMockHandler(async ({ request }) => {
    const parsed = LoginSmsCodeRequest.safeParse(await jsonBody(request));
    if (!parsed.success) return fail('Invalid phone number format', { code: 'INVALID_PHONE_NUMBER' });
    // Login and forgot-password codes go only to numbers that belong to an account.
    if (!db.memberByMobile(parsed.data.mobileNum)) return fail('This phone number is not registered', { code: 'INVALID_PHONE_NUMBER' });
    const tooSoon = smsTooSoon(parsed.data.mobileNum);
    if (tooSoon) throw tooSoon;
    startSmsCooldown(parsed.data.mobileNum, 1);
    return ok<SmsCodeResult>({ expiredMinutes: 1 });
  }),

  getGetCountryCodesMockHandler(() => ok<CountryCode[]>(COUNTRY_CODES)),

  // Mock-only (not in the contract): `POST /__mock/expire-sessions` ends every
  // session on the "server", as an expiry would: the next call answers 401
  // (the e2e journey of a session that ends mid-visit).
  http.post('*/__mock/expire-sessions', () => {
    db.update((state) => {
      state.sessions = {};
    });
    return HttpResponse.json(ok({ expired: true }));
  }),
];
