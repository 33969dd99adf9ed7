import { login, loginThirdParty, sendLoginSmsCode } from '@generated/api/session/session';
import { sendRegisterSmsCode } from '@generated/api/member/member';
import { sendEncrypted } from '@/api/encryption';
import { unwrap } from '@/api/unwrap';
import { normaliseMobile } from '../logic/mobile';
import type { SmsSource } from '../logic/sms-countdown';
import type { SignInAttempt } from './sign-in';

/**
 * The login calls a form hands to `useSignIn`: each knows its endpoint and
 * encrypts its payload, so no component touches either.
 */
export function passwordLogin({
  username,
  password,
  captcha,
}: {
  username: string;
  password: string;
  /** The answer and the id of the image it answers (getCaptcha). */
  captcha?: { answer: string; captchaId: string };
}): SignInAttempt {
  const answered = captcha === undefined ? {} : { captcha: captcha.answer, captchaId: captcha.captchaId };
  return {
    method: 'username',
    password,
    obtain: async () => unwrap(await sendEncrypted({ username, password, type: 'username', ...answered }, (body) => login(body))),
  };
}

/** SPEC 3: SMS login sends the number as username and the code as password. */
export function smsLogin({ mobileNum, code }: { mobileNum: string; code: string }): SignInAttempt {
  return { method: 'sms', obtain: async () => unwrap(await sendEncrypted({ username: mobileNum, password: code, type: 'sms' }, (body) => login(body))) };
}

/** One-click sign-in: `idToken` is the provider's pop-up, opened by the click before this runs. */
export function thirdPartyLogin(provider: string, idToken: Promise<{ idToken: string }>): SignInAttempt {
  return { method: 'third-party', obtain: async () => unwrap(await loginThirdParty({ provider, idToken: (await idToken).idToken })) };
}

type Mobile = { mobileNum: string; countryDialingCode: string };

/** The SMS code for a login or a reset by phone (no session yet). */
export async function sendLoginCode({ mobileNum, countryDialingCode }: Mobile): Promise<SmsSource> {
  const value = unwrap(await sendLoginSmsCode({ mobileNum: normaliseMobile(mobileNum), countryDialingCode }));
  return { kind: 'server', expiredMinutes: value.expiredMinutes };
}

/** The SMS code that proves a number while registering. */
export async function sendRegisterCode({ mobileNum, countryDialingCode }: Mobile, registerMethod: 'username' | 'mobile'): Promise<SmsSource> {
  const value = unwrap(await sendRegisterSmsCode({ mobileNo: normaliseMobile(mobileNum), countryDialingCode, registerMethod }));
  return { kind: 'server', expiredMinutes: value.expiredMinutes };
}
