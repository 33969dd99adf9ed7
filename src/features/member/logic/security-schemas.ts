import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { fieldMessage } from '@/ui/form';

const CODE = z
  .string()
  .trim()
  .regex(/^\d{4,8}$/, fieldMessage(msg`Enter the verification code from the SMS.`));

/** Re-authentication of an account change (issue 28): the login password, as the contract asks. */
const LOGIN_PASSWORD = z.string().min(1, fieldMessage(msg`Please enter your login password.`));

export const nicknameSchema = z.object({
  nickname: z
    .string()
    .trim()
    .min(1, fieldMessage(msg`Please enter a nickname.`))
    .max(20, fieldMessage(msg`A nickname has at most 20 characters.`)),
});

/** Bind or change the mobile: a change also needs the code sent to the bound (old) number. */
export function bindMobileSchema(hasBoundNumber: boolean) {
  return z.object({
    mobileNum: z
      .string()
      .trim()
      .regex(/^\d{6,15}$/, fieldMessage(msg`Please enter a valid mobile number.`)),
    countryDialingCode: z.string().min(1),
    verificationCode: CODE,
    oldVerificationCode: hasBoundNumber ? CODE : z.string(),
    password: LOGIN_PASSWORD,
  });
}

export const bindEmailSchema = z.object({
  email: z
    .string()
    .trim()
    .max(64, fieldMessage(msg`An e-mail address has at most 64 characters.`))
    .pipe(z.email(fieldMessage(msg`Please enter a valid e-mail address.`))),
  verificationCode: CODE,
  password: LOGIN_PASSWORD,
});
