import { useLingui as useLinguiRuntime } from '@lingui/react';
import type { UseFormReturn } from 'react-hook-form';
import { sendRegisterSmsCode } from '@generated/api/member/member';
import type { useCaptcha } from '@/api/use-captcha';
import { CaptchaField } from '@/ui/captcha-field';
import { PasswordField } from '@/ui/password-field';
import { TextField } from '@/ui/text-field';
import { ruleHint } from '../logic/field-messages';
import { normaliseMobile } from '../logic/mobile';
import { FIELD_OPTIONAL, REGISTER_FIELDS } from '../logic/register-fields';
import type { PlannedField, RegisterMode, RegisterValues } from '../logic/register-plan';
import { MobileNumberField } from './mobile-number-field';
import { SmsCodeButton } from './sms-code-button';
import { unwrap } from '@/api/unwrap';

type Props = { field: PlannedField; mode: RegisterMode; form: UseFormReturn<RegisterValues>; captcha: ReturnType<typeof useCaptcha> };

/** One field of the register form, typed and labelled for what it holds. */
export function RegisterField({ field, mode, form, captcha }: Props) {
  const { i18n } = useLinguiRuntime();
  const { name, rule } = field;
  const presentation = REGISTER_FIELDS[name];
  const optional = rule.required ? '' : ` (${i18n._(FIELD_OPTIONAL)})`;
  const label = `${i18n._(presentation.label)}${optional}`;
  const error = form.formState.errors[name]?.message;
  const hint =
    error || name === 'confirmPassword' || name === 'verificationCode' || name === 'captcha' ? undefined : hintFor(field, (descriptor) => i18n._(descriptor));

  switch (name) {
    case 'mobileNum':
      return <MobileNumberField label={label} error={error} dialingCode={form.register('countryDialingCode')} number={form.register('mobileNum')} />;
    case 'verificationCode':
      return (
        <div className="code-row">
          <TextField label={label} inputMode="numeric" autoComplete="one-time-code" error={error} {...form.register(name)} />
          <SmsCodeButton
            canSend={() => form.trigger('mobileNum')}
            send={async () => {
              const { mobileNum, countryDialingCode } = form.getValues();
              const request = { mobileNo: normaliseMobile(mobileNum ?? ''), countryDialingCode: countryDialingCode ?? '', registerMethod: mode };
              const value = unwrap(await sendRegisterSmsCode(request));
              return { kind: 'server', expiredMinutes: value.expiredMinutes };
            }}
          />
        </div>
      );
    case 'captcha':
      return (
        <CaptchaField label={label} image={captcha.image} imageFailed={captcha.failed} onRefresh={captcha.refresh} error={error} {...form.register(name)} />
      );
    case 'password':
    case 'confirmPassword':
      return <PasswordField label={label} autoComplete="new-password" error={error} hint={hint} {...form.register(name)} />;
    case 'paymentPassword':
      return <PasswordField label={label} autoComplete="off" inputMode="numeric" error={error} hint={hint} {...form.register(name)} />;
    default:
      return (
        <TextField
          label={label}
          type={presentation.input === 'email' ? 'email' : presentation.input === 'tel' ? 'tel' : 'text'}
          inputMode={presentation.input === 'numeric' ? 'numeric' : undefined}
          autoComplete={presentation.autoComplete}
          autoCapitalize={name === 'payeeName' ? 'words' : 'none'}
          spellCheck={false}
          error={error}
          hint={hint}
          {...form.register(name)}
        />
      );
  }
}

/** The field's rule up front, only where the server gave bounds or a kind worth stating. */
function hintFor(field: PlannedField, translate: (descriptor: ReturnType<typeof ruleHint>) => string): string | undefined {
  const { rule } = field;
  if (rule.minLength == null && rule.maxLength == null && !rule.patternId) return undefined;
  return translate(ruleHint(rule));
}
