import type { MobileRegisterPayload, RegisterFieldSetting, RegisterPayload } from '@generated/model';
import { validateField, type FieldProblem, type FieldRule } from './field-validation';

export type RegisterMode = 'username' | 'mobile';

/** Fields shown only when the server's settings enable them (SPEC 5), in display order. */
export const OPTIONAL_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'affiliateCode',
  'paymentPassword',
  'captcha',
] as const;

export type RegisterFieldName = 'username' | 'mobileNum' | 'verificationCode' | 'password' | 'confirmPassword' | (typeof OPTIONAL_FIELDS)[number];

export type PlannedField = { name: RegisterFieldName; rule: FieldRule };

/** Until the server says otherwise, a mobile number is 6 to 15 digits (the SMS call's own rule). */
const DEFAULT_MOBILE_RULE: FieldRule = { required: true, patternId: 2, minLength: 6, maxLength: 15 };

function settingOf(settings: readonly RegisterFieldSetting[], field: string): RegisterFieldSetting | undefined {
  return settings.find((setting) => setting.field === field);
}

function enabled(settings: readonly RegisterFieldSetting[], field: string): RegisterFieldSetting | undefined {
  const setting = settingOf(settings, field);
  return setting?.enabled ? setting : undefined;
}

/**
 * Which fields the register form shows, and with which rule (SPEC 5): the
 * user name in username mode, the mobile number in mobile mode or when the
 * settings enable it, the SMS code when verification is on and a number is
 * asked for, the password twice, then each optional field the settings enable.
 */
export function registerPlan(mode: RegisterMode, settings: readonly RegisterFieldSetting[], options: { smsVerification: boolean }): PlannedField[] {
  const plan: PlannedField[] = [];
  if (mode === 'username') plan.push({ name: 'username', rule: { ...settingOf(settings, 'username'), required: true } });
  const mobile = enabled(settings, 'mobileNum');
  if (mode === 'mobile') plan.push({ name: 'mobileNum', rule: { ...(mobile ?? DEFAULT_MOBILE_RULE), required: true } });
  else if (mobile) plan.push({ name: 'mobileNum', rule: mobile });
  const asksMobile = plan.some((field) => field.name === 'mobileNum');
  if (asksMobile && options.smsVerification) plan.push({ name: 'verificationCode', rule: { required: true } });
  plan.push({ name: 'password', rule: { ...settingOf(settings, 'password'), required: true } });
  plan.push({ name: 'confirmPassword', rule: { required: true } });
  for (const name of OPTIONAL_FIELDS) {
    const setting = enabled(settings, name);
    // A payment password, once shown, is always required (SPEC 5).
    if (setting) plan.push({ name, rule: name === 'paymentPassword' ? { ...setting, required: true } : setting });
  }
  return plan;
}

export type RegisterValues = Partial<Record<RegisterFieldName, string>> & { countryDialingCode?: string; terms?: boolean };

export type RegisterProblem = FieldProblem | { code: 'inconsistent' } | { code: 'terms' };

/** Passwords are checked exactly as typed; everything else without surrounding spaces. */
export function cleanValue(name: RegisterFieldName, value: string | undefined): string {
  const raw = value ?? '';
  return name === 'password' || name === 'confirmPassword' || name === 'paymentPassword' ? raw : raw.trim();
}

/** Every problem of the form at once, so the person sees them all (nothing is sent while any remains). */
export function validateRegistration(plan: readonly PlannedField[], values: RegisterValues): Partial<Record<RegisterFieldName | 'terms', RegisterProblem>> {
  const problems: Partial<Record<RegisterFieldName | 'terms', RegisterProblem>> = {};
  for (const { name, rule } of plan) {
    const value = cleanValue(name, values[name]);
    const problem = name === 'confirmPassword' ? (value === '' ? ({ code: 'required' } as const) : null) : validateField(rule, value);
    if (problem) problems[name] = problem;
  }
  if (!problems.confirmPassword && (values.confirmPassword ?? '') !== (values.password ?? '')) problems.confirmPassword = { code: 'inconsistent' };
  if (values.terms !== true) problems.terms = { code: 'terms' };
  return problems;
}

export type RegisterContext = { referralCode?: string; domain: string; registerUrl: string };

/** The plaintext payload (RegisterPayload or MobileRegisterPayload): planned, non-empty fields only. */
export function buildRegisterPayload(mode: 'username', plan: readonly PlannedField[], values: RegisterValues, context: RegisterContext): RegisterPayload;
export function buildRegisterPayload(mode: 'mobile', plan: readonly PlannedField[], values: RegisterValues, context: RegisterContext): MobileRegisterPayload;
export function buildRegisterPayload(
  mode: RegisterMode,
  plan: readonly PlannedField[],
  values: RegisterValues,
  context: RegisterContext,
): RegisterPayload | MobileRegisterPayload {
  const fields: Record<string, string> = {};
  for (const { name } of plan) {
    const value = cleanValue(name, values[name]);
    if (value !== '') fields[name] = name === 'mobileNum' ? value.replace(/[\s-]/g, '') : value;
  }
  const common = {
    ...fields,
    password: values.password ?? '',
    confirmPassword: values.confirmPassword ?? '',
    ...(context.referralCode ? { referralCode: context.referralCode } : {}),
    ...(fields.mobileNum ? { countryDialingCode: values.countryDialingCode ?? '' } : {}),
    domain: context.domain,
    registerUrl: context.registerUrl,
    registerMethod: 'WEB' as const,
    login: true as const,
  };
  if (mode === 'mobile') return { ...common, mobileNum: fields.mobileNum ?? '', countryDialingCode: values.countryDialingCode ?? '' };
  return { ...common, username: fields.username ?? '' };
}
