import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormError, FormShell, useAppForm } from '@/ui/form';
import { PasswordField } from '@/ui/password-field';
import { AutoLoginError, useResetByPhone } from '../api/use-forgot-password';
import { useRegisterSettings } from '../api/use-register-settings';
import { ruleHint } from '../logic/field-messages';
import { codeMessage } from '../logic/login-errors';
import { mobileFields, verificationCodeField } from '../logic/mobile-code-schema';
import { passwordRule } from '../logic/password-rules';
import { newPasswordField } from '../logic/password-schemas';
import { LoginFailure } from './login-failure';
import { MobileCodeFields } from './mobile-code-fields';

/** Forgot by phone (SPEC 5): mobile, SMS code and the new password, all required. */
export function ForgotPhoneForm({ onPasswordSet }: { onPasswordSet: () => void }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const rule = passwordRule(useRegisterSettings().data);
  const schema = useMemo(() => z.object({ ...mobileFields, verificationCode: verificationCodeField, newPassword: newPasswordField(rule) }), [rule]);
  const form = useAppForm(schema, { countryDialingCode: '', mobileNum: '', verificationCode: '', newPassword: '' });
  const mobileNum = useWatch({ control: form.control, name: 'mobileNum' });
  const mutation = useResetByPhone();

  return (
    <FormShell
      form={form}
      mutation={mutation}
      renderError={(error) =>
        error instanceof AutoLoginError ? (
          <>
            <p className="auth-notice auth-notice--success" role="status">
              <Trans>Your new password is set. Please log in with it.</Trans>
            </p>
            <LoginFailure error={error.cause} method="username" />
          </>
        ) : (
          <FormError error={error} describe={codeMessage} />
        )
      }
      submitLabel={<Trans>Set new password</Trans>}
      pendingLabel={<Trans>Saving…</Trans>}
      onSubmit={({ mobileNum, verificationCode, newPassword }) =>
        mutation.mutateAsync({ mobileNum, verificationCode, newPassword }, { onSuccess: onPasswordSet })
      }
    >
      <input type="text" name="username" autoComplete="username" value={mobileNum} readOnly hidden />
      <MobileCodeFields codeName="verificationCode" />
      <PasswordField
        name="newPassword"
        label={t`New password`}
        autoComplete="new-password"
        hint={form.formState.errors.newPassword ? undefined : i18n._(ruleHint(rule))}
      />
    </FormShell>
  );
}
