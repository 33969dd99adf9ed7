import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RegisterFieldSetting } from '@generated/model';
import { buildRegisterPayload, registerPlan, validateRegistration, type RegisterValues } from '@/features/auth/logic/register-plan';
import { REGISTER_SETTINGS } from '@mocks/db/site-config';

const names = (plan: ReturnType<typeof registerPlan>) => plan.map((field) => field.name);

const setting = (field: string, extra: Partial<RegisterFieldSetting> = {}): RegisterFieldSetting => ({ field, enabled: true, required: false, ...extra });

describe('registerPlan', () => {
  it.each([
    {
      case: 'username mode on the demo settings',
      mode: 'username',
      settings: REGISTER_SETTINGS,
      sms: true,
      expected: ['username', 'mobileNum', 'verificationCode', 'password', 'confirmPassword', 'payeeName', 'email', 'affiliateCode', 'captcha'],
    },
    {
      case: 'mobile mode on the demo settings',
      mode: 'mobile',
      settings: REGISTER_SETTINGS,
      sms: true,
      expected: ['mobileNum', 'verificationCode', 'password', 'confirmPassword', 'payeeName', 'email', 'affiliateCode', 'captcha'],
    },
    {
      case: 'no SMS verification',
      mode: 'mobile',
      settings: REGISTER_SETTINGS,
      sms: false,
      expected: ['mobileNum', 'password', 'confirmPassword', 'payeeName', 'email', 'affiliateCode', 'captcha'],
    },
    { case: 'no settings at all', mode: 'username', settings: [], sms: true, expected: ['username', 'password', 'confirmPassword'] },
    {
      case: 'mobile mode asks the number even when the settings hide it',
      mode: 'mobile',
      settings: [setting('mobileNum', { enabled: false })],
      sms: false,
      expected: ['mobileNum', 'password', 'confirmPassword'],
    },
    {
      case: 'every optional field, in order',
      mode: 'username',
      settings: [
        'captcha',
        'wechat',
        'payeeName',
        'paymentPassword',
        'email',
        'qqNum',
        'line',
        'whatsapp',
        'facebook',
        'idNumber',
        'recommenderId',
        'affiliateCode',
      ].map((field) => setting(field)),
      sms: false,
      expected: [
        'username',
        'password',
        'confirmPassword',
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
      ],
    },
    {
      case: 'disabled fields stay hidden',
      mode: 'username',
      settings: [setting('email', { enabled: false }), setting('qqNum', { enabled: false })],
      sms: false,
      expected: ['username', 'password', 'confirmPassword'],
    },
  ] as const)('$case', ({ mode, settings, sms, expected }) => {
    expect(names(registerPlan(mode, settings, { smsVerification: sms }))).toEqual(expected);
  });

  it('requires what SPEC 5 always requires, and optional fields only when configured', () => {
    const plan = registerPlan(
      'username',
      [setting('email', { required: false }), setting('line', { required: true }), setting('paymentPassword', { required: false })],
      { smsVerification: false },
    );
    const required = Object.fromEntries(plan.map((field) => [field.name, field.rule.required === true]));
    expect(required).toEqual({ username: true, password: true, confirmPassword: true, email: false, line: true, paymentPassword: true });
  });
});

const plan = registerPlan('username', REGISTER_SETTINGS, { smsVerification: true });
const valid: RegisterValues = {
  username: 'player88',
  mobileNum: '0198765432',
  verificationCode: '123456',
  password: 'Secret2026',
  confirmPassword: 'Secret2026',
  payeeName: '',
  email: '',
  affiliateCode: '',
  captcha: '8888',
  countryDialingCode: '+60',
  terms: true,
};

describe('validateRegistration', () => {
  it('passes a complete form', () => {
    expect(validateRegistration(plan, valid)).toEqual({});
  });

  it.each([
    { case: 'user name starting with a digit', change: { username: '8player' }, field: 'username', code: 'format' },
    { case: 'user name too short', change: { username: 'ab' }, field: 'username', code: 'format' },
    { case: 'empty password', change: { password: '', confirmPassword: '' }, field: 'password', code: 'required' },
    { case: 'password without digits', change: { password: 'Secretpass', confirmPassword: 'Secretpass' }, field: 'password', code: 'format' },
    { case: 'confirmation differs', change: { confirmPassword: 'Secret2027' }, field: 'confirmPassword', code: 'inconsistent' },
    { case: 'empty confirmation', change: { confirmPassword: '' }, field: 'confirmPassword', code: 'required' },
    { case: 'letters in the mobile number', change: { mobileNum: '01234abcd' }, field: 'mobileNum', code: 'format' },
    { case: 'no SMS code', change: { verificationCode: '' }, field: 'verificationCode', code: 'required' },
    { case: 'bad e-mail', change: { email: 'demo@' }, field: 'email', code: 'format' },
    { case: 'captcha of three digits', change: { captcha: '888' }, field: 'captcha', code: 'format' },
    { case: 'terms not ticked', change: { terms: false }, field: 'terms', code: 'terms' },
  ])('$case', ({ change, field, code }) => {
    const problems = validateRegistration(plan, { ...valid, ...change });
    expect(problems[field as keyof typeof problems]?.code).toBe(code);
  });

  it('trims text fields but takes passwords exactly as typed', () => {
    expect(validateRegistration(plan, { ...valid, username: '  player88  ' })).toEqual({});
    expect(validateRegistration(plan, { ...valid, password: 'Secret2026 ', confirmPassword: 'Secret2026 ' }).password?.code).toBe('format');
  });

  it('any confirmation other than the password is "inconsistent"', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (confirmation) => {
        const problems = validateRegistration(plan, { ...valid, confirmPassword: confirmation });
        expect(problems.confirmPassword?.code === 'inconsistent').toBe(confirmation !== valid.password);
      }),
    );
  });
});

describe('buildRegisterPayload', () => {
  const context = { referralCode: 'VIP888', domain: 'royallobby.example.com', registerUrl: 'https://royallobby.example.com/register?referralCode=VIP888' };

  it('sends the planned, filled fields of the username tab with the fixed ones', () => {
    expect(buildRegisterPayload('username', plan, { ...valid, username: ' player88 ', email: 'p@example.com' }, context)).toEqual({
      username: 'player88',
      mobileNum: '0198765432',
      countryDialingCode: '+60',
      verificationCode: '123456',
      password: 'Secret2026',
      confirmPassword: 'Secret2026',
      email: 'p@example.com',
      captcha: '8888',
      referralCode: 'VIP888',
      domain: 'royallobby.example.com',
      registerUrl: 'https://royallobby.example.com/register?referralCode=VIP888',
      registerMethod: 'WEB',
      login: true,
    });
  });

  it('never sends a field the plan does not show', () => {
    const mobilePlan = registerPlan('mobile', [], { smsVerification: false });
    const payload = buildRegisterPayload(
      'mobile',
      mobilePlan,
      { ...valid, username: 'ignored', email: 'ignored@example.com' },
      { ...context, referralCode: undefined },
    );
    expect(payload).toEqual({
      mobileNum: '0198765432',
      countryDialingCode: '+60',
      password: 'Secret2026',
      confirmPassword: 'Secret2026',
      domain: 'royallobby.example.com',
      registerUrl: context.registerUrl,
      registerMethod: 'WEB',
      login: true,
    });
  });
});
