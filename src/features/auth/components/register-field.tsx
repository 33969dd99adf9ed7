import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useFormContext } from 'react-hook-form';
import type { useCaptcha } from '@/api/use-captcha';
import { CaptchaField } from '@/ui/captcha-field';
import { PasswordField } from '@/ui/password-field';
import { TextField } from '@/ui/text-field';
import { sendRegisterCode } from '../api/login-requests';
import { ruleHint } from '../logic/field-messages';
import { FIELD_OPTIONAL, REGISTER_FIELDS } from '../logic/register-fields';
import type { PlannedField, RegisterMode, RegisterValues } from '../logic/register-plan';
import { MobileNumberField } from './mobile-number-field';
import { SmsCodeButton } from './sms-code-button';

type Props = { field: PlannedField; mode: RegisterMode; captcha: ReturnType<typeof useCaptcha> };

/** One field of the register form, typed and labelled for what it holds, bound to the form by its name. */
export function RegisterField({ field, mode, captcha }: Props) {
  const { i18n } = useLinguiRuntime();
  const form = useFormContext<RegisterValues>();
  const { name, rule } = field;
  const presentation = REGISTER_FIELDS[name];
  const optional = rule.required ? '' : ` (${i18n._(FIELD_OPTIONAL)})`;
  const label = `${i18n._(presentation.label)}${optional}`;
  const hasError = !!form.formState.errors[name];
  const hint =
    hasError || name === 'confirmPassword' || name === 'verificationCode' || name === 'captcha'
      ? undefined
      : hintFor(field, (descriptor) => i18n._(descriptor));

  switch (name) {
    case 'mobileNum':
      return <MobileNumberField label={label} />;
    case 'verificationCode':
      return (
        <div className="code-row">
          <TextField name={name} label={label} inputMode="numeric" autoComplete="one-time-code" />
          <SmsCodeButton
            target={{ number: form.watch('mobileNum') ?? '' }}
            canSend={() => form.trigger('mobileNum')}
            send={() => {
              const { mobileNum, countryDialingCode } = form.getValues();
              return sendRegisterCode({ mobileNum: mobileNum ?? '', countryDialingCode: countryDialingCode ?? '' }, mode);
            }}
          />
        </div>
      );
    case 'captcha':
      return <CaptchaField name={name} label={label} image={captcha.image} imageFailed={captcha.failed} onRefresh={captcha.refresh} />;
    case 'password':
    case 'confirmPassword':
      return <PasswordField name={name} label={label} autoComplete="new-password" hint={hint} />;
    case 'paymentPassword':
      return <PasswordField name={name} label={label} autoComplete="off" inputMode="numeric" hint={hint} />;
    default:
      return (
        <TextField
          name={name}
          label={label}
          type={presentation.input === 'email' ? 'email' : presentation.input === 'tel' ? 'tel' : 'text'}
          inputMode={presentation.input === 'numeric' ? 'numeric' : undefined}
          autoComplete={presentation.autoComplete}
          autoCapitalize={name === 'payeeName' ? 'words' : 'none'}
          spellCheck={false}
          hint={hint}
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
