import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RegisterFieldName } from './register-plan';

type FieldPresentation = {
  label: MessageDescriptor;
  /** What password managers and autofill should do with the field. */
  autoComplete: string;
  input: 'text' | 'password' | 'email' | 'tel' | 'numeric';
};

/** How each registration field is labelled and typed (SPEC 3 field names). */
export const REGISTER_FIELDS: Record<RegisterFieldName, FieldPresentation> = {
  username: { label: msg`Username`, autoComplete: 'username', input: 'text' },
  mobileNum: { label: msg`Mobile number`, autoComplete: 'tel-national', input: 'tel' },
  verificationCode: { label: msg`Verification code`, autoComplete: 'one-time-code', input: 'numeric' },
  password: { label: msg`Password`, autoComplete: 'new-password', input: 'password' },
  confirmPassword: { label: msg`Confirm password`, autoComplete: 'new-password', input: 'password' },
  payeeName: { label: msg`Full name as on your bank account`, autoComplete: 'name', input: 'text' },
  email: { label: msg`E-mail`, autoComplete: 'email', input: 'email' },
  qqNum: { label: msg`QQ number`, autoComplete: 'off', input: 'numeric' },
  line: { label: msg`LINE ID`, autoComplete: 'off', input: 'text' },
  whatsapp: { label: msg`WhatsApp number`, autoComplete: 'tel', input: 'tel' },
  facebook: { label: msg`Facebook`, autoComplete: 'off', input: 'text' },
  wechat: { label: msg`WeChat ID`, autoComplete: 'off', input: 'text' },
  idNumber: { label: msg`ID number`, autoComplete: 'off', input: 'text' },
  recommenderId: { label: msg`Recommender ID`, autoComplete: 'off', input: 'text' },
  affiliateCode: { label: msg`Affiliate code`, autoComplete: 'off', input: 'text' },
  // A second secret that must not be saved as the site's login password.
  paymentPassword: { label: msg`Payment password`, autoComplete: 'off', input: 'password' },
  captcha: { label: msg`Captcha`, autoComplete: 'off', input: 'text' },
};

export const FIELD_OPTIONAL = msg`optional`;
