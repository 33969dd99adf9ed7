import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { fieldMessage } from '@/ui/form';
import { isMobileNumber, normaliseMobile } from './mobile';

/** The dialing code and mobile number every SMS form asks for (SPEC 5: a valid mobile number). */
export const mobileFields = {
  countryDialingCode: z.string().min(1),
  mobileNum: z
    .string()
    .transform(normaliseMobile)
    .pipe(
      z
        .string()
        .min(1, fieldMessage(msg`Please enter your mobile number.`))
        .refine(isMobileNumber, fieldMessage(msg`Please enter a valid mobile number.`)),
    ),
};

/** The SMS verification code: required. */
export const verificationCodeField = z
  .string()
  .trim()
  .min(1, fieldMessage(msg`Please enter the verification code.`));

/** SMS login (SPEC 5): a valid mobile number and the code it received. */
export const smsLoginSchema = z.object({ ...mobileFields, code: verificationCodeField });
