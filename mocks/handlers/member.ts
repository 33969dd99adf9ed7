import {
  getChangePasswordMockHandler,
  getCheckAffiliateCodeMockHandler,
  getForgotPasswordByEmailMockHandler,
  getGetMemberIconMockHandler,
  getGetMemberInfoMockHandler,
  getGetUnreadMessageCountMockHandler,
  getRegisterMemberByMobileMockHandler,
  getRegisterMemberMockHandler,
  getSendFeedbackMockHandler,
  getSendRegisterSmsCodeMockHandler,
  getSetPasswordByPhoneMockHandler,
} from '@generated/api/member/member.msw';
import { getGetHelpCentreMockHandler } from '@generated/api/content/content.msw';
import {
  ChangePasswordPayload,
  FeedbackPayload,
  ForgotPasswordEmailForm,
  MobileRegisterPayload,
  RegisterPayload,
  RegisterSmsCodeRequest,
  SetPasswordByPhonePayload,
  type AffiliateCheck,
  type LoginUserInfo,
  type MemberIcon,
  type MemberInfo,
  type SmsCodeResult,
} from '@generated/model';
import { captchaPasses } from '../captcha';
import { helpTopics } from '../db/help';
import { MOCK_SMS_CODE, type MockMember } from '../db/personas';
import { db } from '../db/store';
import { endSessionsOf } from '../lib/account-security';
import { smsTooSoon, startSmsCooldown } from '../lib/sms';
import { decrypted } from './decrypted';
import { unreadCountOf } from './messages';
import { badRequest, fail, jsonBody, ok, requireMember } from './respond';

/** Affiliate codes the mocks know; anything else is "invitation code error". */
export const MOCK_AFFILIATE_CODES = ['AGENT1', 'VIP888', 'PROMO2026'];

function toMemberInfo(member: MockMember): MemberInfo {
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type as MemberInfo['type'],
    balance: member.balance,
    currencySymbol: member.currencySymbol,
  };
}

function register(data: {
  username?: string;
  password: string;
  confirmPassword: string;
  mobileNum?: string;
  email?: string;
  affiliateCode?: string;
  captcha?: string;
  captchaId?: string;
  verificationCode?: string;
}) {
  if (data.password !== data.confirmPassword) return fail('The two passwords are inconsistent', { code: 'PASSWORDS_INCONSISTENT' });
  if (data.captcha !== undefined && !captchaPasses(data.captcha, data.captchaId)) return fail('Invalid captcha', { code: 'CAPTCHA_INVALID' });
  if (data.verificationCode !== undefined && data.verificationCode !== MOCK_SMS_CODE)
    return fail('Invalid or missing verification code', { code: 'INVALID_VERIFICATION_CODE' });
  if (data.affiliateCode && !MOCK_AFFILIATE_CODES.includes(data.affiliateCode.toUpperCase()))
    return fail('Invitation code error', { code: 'INVITATION_CODE_ERROR' });
  const username = data.username?.trim() || `m${(data.mobileNum ?? '').replace(/\D/g, '')}`;
  if (db.memberByName(username)) return fail('Account already in use', { code: 'ACCOUNT_IN_USE' });
  if (data.mobileNum && db.memberByMobile(data.mobileNum)) return fail('Account already in use', { code: 'ACCOUNT_IN_USE' });
  const token = crypto.randomUUID();
  db.update((state) => {
    const id = state.nextMemberId++;
    state.members.push({
      id,
      username,
      password: data.password,
      nickname: username,
      type: 0,
      mobileNum: data.mobileNum ?? '',
      email: data.email ?? '',
      currencySymbol: 'RM',
      balance: 0,
      wallets: { PG: 0, JDB: 0, EG2: 0 },
      firstTimeLogin: true,
      passwordExpired: false,
      unreadMessages: 1,
    });
    state.sessions[token] = username;
  });
  return ok<LoginUserInfo>({ userName: username, token, firstTimeLogin: true, passwordExpired: false });
}

export const memberHandlers = [
  getGetMemberInfoMockHandler(({ request }) => {
    const member = requireMember(request);
    return ok(toMemberInfo(member));
  }),

  getGetMemberIconMockHandler(({ request }) => {
    const member = requireMember(request);
    return ok<MemberIcon>({ iconUrl: `/mock-assets/avatars/avatar-${(member.id % 6) + 1}.svg` });
  }),

  // Counted from the inbox of the messages domain, so reading or deleting a message moves the badge.
  getGetUnreadMessageCountMockHandler(({ request }) => ok(unreadCountOf(requireMember(request)))),

  getRegisterMemberMockHandler(async ({ request }) => {
    return register(await decrypted(request, RegisterPayload));
  }),

  getRegisterMemberByMobileMockHandler(async ({ request }) => {
    return register(await decrypted(request, MobileRegisterPayload));
  }),

  getChangePasswordMockHandler(async ({ request }) => {
    const member = requireMember(request);
    const { oldPassword, newPassword, confirmNewPassword } = await decrypted(request, ChangePasswordPayload);
    if (oldPassword !== member.password) return fail('Incorrect old password', { code: 'WRONG_OLD_PASSWORD' });
    if (newPassword !== confirmNewPassword) return fail('The two passwords are inconsistent', { code: 'PASSWORDS_INCONSISTENT' });
    if (newPassword === member.password) return fail('The new password must differ from the old one', { code: 'PASSWORD_UNCHANGED' });
    db.update((state) => {
      member.password = newPassword;
      member.passwordExpired = false;
      member.firstTimeLogin = false;
      // The forced change is done: this session is no longer limited; every other one ends (issue 28).
      const token = request.headers.get('token') ?? '';
      delete state.limitedSessions?.[token];
      endSessionsOf(state, member.username, token);
    });
    return ok(true);
  }),

  getSetPasswordByPhoneMockHandler(async ({ request }) => {
    const { mobileNum, verificationCode, newPassword } = await decrypted(request, SetPasswordByPhonePayload);
    if (verificationCode !== MOCK_SMS_CODE) return fail('Invalid or missing verification code', { code: 'INVALID_VERIFICATION_CODE' });
    const member = db.memberByMobile(mobileNum);
    if (!member) return fail('No account uses this phone number', { code: 'INVALID_PHONE_NUMBER' });
    db.update((state) => {
      member.password = newPassword;
      member.passwordExpired = false;
      // A reset ends every session of the account and its unused app-link codes (issue 28).
      endSessionsOf(state, member.username);
    });
    return ok(true);
  }),

  getForgotPasswordByEmailMockHandler(async ({ request }) => {
    const form = Object.fromEntries(new URLSearchParams(await request.text()));
    const parsed = ForgotPasswordEmailForm.safeParse(form);
    if (!parsed.success) throw badRequest('Invalid request');
    const member = db.memberByName(parsed.data.username);
    if (!member || member.email.toLowerCase() !== parsed.data.email.toLowerCase())
      return fail('Username or e-mail does not exist', { code: 'USER_OR_EMAIL_NOT_FOUND' });
    return ok(true);
  }),

  getCheckAffiliateCodeMockHandler(({ request }) => {
    const code = new URL(request.url).searchParams.get('code') ?? '';
    const valid = MOCK_AFFILIATE_CODES.includes(code.toUpperCase());
    return ok<AffiliateCheck>({ valid, affiliateCode: code });
  }),

  getSendRegisterSmsCodeMockHandler(async ({ request }) => {
    const parsed = RegisterSmsCodeRequest.safeParse(await jsonBody(request));
    if (!parsed.success) return fail('Invalid phone number format', { code: 'INVALID_PHONE_NUMBER' });
    if (db.memberByMobile(parsed.data.mobileNo)) return fail('This phone number is already registered', { code: 'ACCOUNT_IN_USE' });
    const tooSoon = smsTooSoon(parsed.data.mobileNo);
    if (tooSoon) throw tooSoon;
    startSmsCooldown(parsed.data.mobileNo, 1);
    return ok<SmsCodeResult>({ expiredMinutes: 1 });
  }),

  getSendFeedbackMockHandler(async ({ request }) => {
    const parsed = FeedbackPayload.safeParse(await jsonBody(request));
    if (!parsed.success) throw badRequest('Invalid feedback', { code: 'INVALID_REQUEST', fields: parsed.error.issues.map((issue) => issue.path.join('.')) });
    if (!captchaPasses(parsed.data.captcha, parsed.data.captchaId)) return fail('Invalid captcha', { code: 'CAPTCHA_INVALID' });
    db.update((state) => state.feedback.push({ sender: parsed.data.sender, type: Number(parsed.data.type), content: parsed.data.content, at: Date.now() }));
    return ok(true);
  }),

  /** The help centre (support): coherent topics so /help#term lands on the terms. */
  getGetHelpCentreMockHandler(({ request }) => ok(helpTopics(new URL(request.url).searchParams.get('language')))),
];
