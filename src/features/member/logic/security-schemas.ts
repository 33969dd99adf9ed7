import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { fieldMessage } from '@/ui/form';
import { paymentPasswordField } from './amount-schema';

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

/** First payment password: the login password confirms who asks; a change: the old payment password. */
export function paymentPasswordSchema(isSet: boolean) {
  return z.object({ current: z.string(), newPaymentPassword: paymentPasswordField, confirmPaymentPassword: z.string() }).superRefine((values, context) => {
    if (values.current === '')
      context.addIssue({
        code: 'custom',
        path: ['current'],
        message: fieldMessage(isSet ? msg`Please enter your current payment password.` : msg`Please enter your login password.`),
      });
    if (values.confirmPaymentPassword !== values.newPaymentPassword)
      context.addIssue({ code: 'custom', path: ['confirmPaymentPassword'], message: fieldMessage(msg`The two passwords are inconsistent.`) });
  });
}

export const bankAccountSchema = z.object({
  bankCode: z.string().min(1, fieldMessage(msg`Please choose a bank.`)),
  payeeName: z
    .string()
    .trim()
    .min(2, fieldMessage(msg`Please enter the name on the account.`))
    .max(60, fieldMessage(msg`A name has at most 60 characters.`)),
  accountNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6,20}$/, fieldMessage(msg`An account number has 6 to 20 digits.`))),
  password: LOGIN_PASSWORD,
});
