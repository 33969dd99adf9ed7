import {
  getBindEmailMockHandler,
  getBindMobileMockHandler,
  getGetMemberProfileMockHandler,
  getSendMemberSmsCodeMockHandler,
  getUpdateMemberProfileMockHandler,
} from '@generated/api/member/member.msw';
import { BindEmailPayload, BindMobilePayload, MemberSmsCodeRequest, UpdateProfilePayload, type MemberProfile, type SmsCodeResult } from '@generated/model';
import { maskEmail, maskMobile, paymentsOf } from '../db/payments';
import { MOCK_SMS_CODE, type MockMember } from '../db/personas';
import { db } from '../db/store';
import { noticeToOldContact, reauthProblem } from '../lib/account-security';
import { decrypted } from './decrypted';
import { badRequest, fail, jsonBody, ok, requireMember } from './respond';

/** The security centre's profile: the persona, its profile labels, contact details masked. */
export function profileOf(member: MockMember): MemberProfile {
  const money = paymentsOf(db.state, member.username);
  return {
    account: member.username,
    nickname: member.nickname,
    ...money.profile,
    mobileNum: member.mobileNum ? maskMobile(member.mobileNum) : null,
    email: member.email ? maskEmail(member.email) : null,
    paymentPasswordSet: money.paymentPassword !== null,
  };
}

const wrongCode = () => fail('Invalid or missing verification code', { code: 'INVALID_VERIFICATION_CODE' });
const usedByAnother = (member: MockMember, mobile: string) => {
  const owner = db.memberByMobile(mobile);
  return owner !== undefined && owner.username !== member.username;
};

async function parsed<T>(request: Request, schema: { safeParse(data: unknown): { success: true; data: T } | { success: false } }): Promise<T> {
  const result = schema.safeParse(await jsonBody(request));
  if (!result.success) throw badRequest('Invalid request');
  return result.data;
}

/** Profile, nickname, and binding a mobile or an e-mail with an SMS code (security centre). */
export const profileHandlers = [
  getGetMemberProfileMockHandler(({ request }) => ok(profileOf(requireMember(request)))),

  getUpdateMemberProfileMockHandler(async ({ request }) => {
    const member = requireMember(request);
    const { nickname } = await parsed(request, UpdateProfilePayload);
    db.update(() => {
      member.nickname = nickname.trim();
    });
    return ok(profileOf(member));
  }),

  getSendMemberSmsCodeMockHandler(async ({ request }) => {
    const member = requireMember(request);
    const { purpose, mobileNum } = await parsed(request, MemberSmsCodeRequest);
    if (purpose === 'bindEmail' || purpose === 'verifyOldMobile') {
      // Both go to the bound (old) number.
      if (!member.mobileNum) return fail('Bind a mobile number first', { code: 'MISSING_PHONE_NUMBER' });
      return ok<SmsCodeResult>({ expiredMinutes: 1 });
    }
    if (!mobileNum) return fail('Missing phone number', { code: 'MISSING_PHONE_NUMBER' });
    if (usedByAnother(member, mobileNum)) return fail('Account already in use', { code: 'ACCOUNT_IN_USE' });
    return ok<SmsCodeResult>({ expiredMinutes: 1 });
  }),

  getBindMobileMockHandler(async ({ request }) => {
    const member = requireMember(request);
    const { mobileNum, countryDialingCode, verificationCode, oldVerificationCode, password } = await decrypted(request, BindMobilePayload);
    const notYou = reauthProblem(member, password);
    if (notYou) return notYou;
    // Replacing a bound number needs the code sent to it too: a stolen session alone cannot move the account's phone.
    if (member.mobileNum && oldVerificationCode !== MOCK_SMS_CODE) return wrongCode();
    if (verificationCode !== MOCK_SMS_CODE) return wrongCode();
    if (usedByAnother(member, mobileNum)) return fail('Account already in use', { code: 'ACCOUNT_IN_USE' });
    const before = { mobileNum: member.mobileNum, email: member.email };
    db.update((state) => {
      member.mobileNum = mobileNum;
      paymentsOf(state, member.username).profile.countryDialingCode = countryDialingCode;
    });
    noticeToOldContact(member, before, before.mobileNum ? `The mobile number was changed to ${maskMobile(mobileNum)}` : 'A mobile number was bound');
    return ok(profileOf(member));
  }),

  getBindEmailMockHandler(async ({ request }) => {
    const member = requireMember(request);
    const { email, verificationCode, password } = await decrypted(request, BindEmailPayload);
    const notYou = reauthProblem(member, password);
    if (notYou) return notYou;
    if (verificationCode !== MOCK_SMS_CODE) return wrongCode();
    const before = { mobileNum: member.mobileNum, email: member.email };
    db.update(() => {
      member.email = email.trim();
    });
    noticeToOldContact(member, before, `The e-mail address was changed to ${maskEmail(email.trim())}`);
    return ok(profileOf(member));
  }),
];
