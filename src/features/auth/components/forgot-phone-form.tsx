import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { apiErrorMessage } from '@/api/api-error-message';
import { PasswordField } from '@/ui/password-field';
import { AutoLoginError, useResetByPhone } from '../api/use-forgot-password';
import { useRegisterSettings } from '../api/use-register-settings';
import { ruleHint } from '../logic/field-messages';
import { codeMessage } from '../logic/login-errors';
import { mobileFields, verificationCodeField } from '../logic/mobile-code-schema';
import { newPasswordMessage, passwordRule } from '../logic/password-rules';
import { LoginFailure } from './login-failure';
import { MobileCodeFields } from './mobile-code-fields';

/** Forgot by phone (SPEC 5): mobile, SMS code and the new password, all required. */
export function ForgotPhoneForm({ onPasswordSet }: { onPasswordSet: () => void }) {
  const { t } = useLingui();
  const { i18n, _: translate } = useLinguiRuntime();
  const settings = useRegisterSettings();
  const rule = passwordRule(settings.data);
  const schema = useMemo(
    () =>
      z.object({
        ...mobileFields(translate),
        verificationCode: verificationCodeField(translate),
        newPassword: z.string().superRefine((value, ctx) => {
          const problem = newPasswordMessage(rule, value);
          if (problem) ctx.addIssue({ code: 'custom', message: i18n._(problem) });
        }),
      }),
    [translate, i18n, rule],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { countryDialingCode: '+60', mobileNum: '', verificationCode: '', newPassword: '' },
  });
  const { errors } = form.formState;
  const mobileNum = useWatch({ control: form.control, name: 'mobileNum' });
  const mutation = useResetByPhone();
  const submit = form.handleSubmit(({ mobileNum, verificationCode, newPassword }) =>
    mutation.mutate({ mobileNum, verificationCode, newPassword }, { onSuccess: onPasswordSet }),
  );
  const error = mutation.error;

  return (
    <form className="form" onSubmit={submit} noValidate>
      <input type="text" name="username" autoComplete="username" value={mobileNum} readOnly hidden />
      <MobileCodeFields
        dialingCode={form.register('countryDialingCode')}
        number={form.register('mobileNum')}
        mobileError={errors.mobileNum?.message}
        code={form.register('verificationCode')}
        codeError={errors.verificationCode?.message}
        canSend={() => form.trigger('mobileNum')}
        mobile={() => form.getValues()}
      />
      <PasswordField
        label={t`New password`}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        hint={errors.newPassword ? undefined : i18n._(ruleHint(rule))}
        {...form.register('newPassword')}
      />
      {error instanceof AutoLoginError ? (
        <>
          <p className="auth-notice auth-notice--success" role="status">
            <Trans>Your new password is set. Please log in with it.</Trans>
          </p>
          <LoginFailure error={error.cause} method="username" />
        </>
      ) : error ? (
        <p className="form__error" role="alert">
          {i18n._(codeMessage(error) ?? apiErrorMessage(error))}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={mutation.isPending}>
        {mutation.isPending ? <Trans>Saving…</Trans> : <Trans>Set new password</Trans>}
      </button>
    </form>
  );
}
