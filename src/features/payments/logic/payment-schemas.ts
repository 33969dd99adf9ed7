import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { fieldMessage } from '@/ui/form';
import { paymentPasswordField } from './amount-schema';

/** Re-authentication of an account change (issue 28): the login password, as the contract asks. */
const LOGIN_PASSWORD = z.string().min(1, fieldMessage(msg`Please enter your login password.`));

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
