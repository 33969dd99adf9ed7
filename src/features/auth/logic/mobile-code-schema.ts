import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { isMobileNumber, normaliseMobile } from './mobile';

const MOBILE_REQUIRED = msg`Please enter your mobile number.`;
const MOBILE_INVALID = msg`Please enter a valid mobile number.`;
const CODE_REQUIRED = msg`Please enter the verification code.`;

type Translate = (descriptor: MessageDescriptor) => string;

/** The dialing code and mobile number every SMS form asks for (SPEC 5: a valid mobile number). */
export function mobileFields(translate: Translate) {
  return {
    countryDialingCode: z.string().min(1),
    mobileNum: z
      .string()
      .transform(normaliseMobile)
      .pipe(z.string().min(1, translate(MOBILE_REQUIRED)).refine(isMobileNumber, translate(MOBILE_INVALID))),
  };
}

/** The SMS verification code: required. */
export function verificationCodeField(translate: Translate) {
  return z.string().trim().min(1, translate(CODE_REQUIRED));
}
