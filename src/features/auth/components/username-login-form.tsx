import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useCaptcha } from '@/api/use-captcha';
import { CaptchaField } from '@/ui/captcha-field';
import { CheckboxField } from '@/ui/checkbox-field';
import { FormShell, useAppForm } from '@/ui/form';
import { PasswordField } from '@/ui/password-field';
import { TextField } from '@/ui/text-field';
import { passwordLogin } from '../api/login-requests';
import type { SignInResult } from '../api/sign-in';
import { forgetRememberedUser, loadRememberedUser, rememberLogin } from '../hooks/remembered-user';
import { useSignIn } from '../hooks/use-sign-in';
import { usernameLoginSchema } from '../logic/login-schemas';
import type { Portal } from '../logic/login-rules';
import { failureDetails } from '../logic/server-errors';
import { LoginFailure } from './login-failure';
import './auth.css';

type Props = {
  portal: Portal;
  /** `remember`: the person ticked "remember me" (a forced change stores the new password). */
  onResult: (result: SignInResult, remember: boolean) => void;
  submitLabel?: string;
  onForgotPassword?: () => void;
};

/**
 * Username and password (SPEC 5: both required and trimmed), the captcha once
 * a failed login asks for it, and "remember me" for a day.
 */
export function UsernameLoginForm({ portal, onResult, submitLabel, onForgotPassword }: Props) {
  const { t } = useLingui();
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const captcha = useCaptcha(captchaRequired);
  const schema = useMemo(() => usernameLoginSchema(captchaRequired), [captchaRequired]);
  const [remembered] = useState(loadRememberedUser);
  const form = useAppForm(schema, { username: remembered ?? '', password: '', captcha: '', remember: remembered !== null });

  const mutation = useSignIn(portal, (result) => {
    const { username, password, remember } = form.getValues();
    // A password about to be replaced is not worth saving.
    if (remember) void rememberLogin(username.trim(), result.kind === 'signed-in' ? password.trim() : undefined);
    else forgetRememberedUser();
    onResult(result, remember);
  });

  return (
    <FormShell
      form={form}
      mutation={mutation}
      renderError={(error) => <LoginFailure error={error} method="username" />}
      submitLabel={submitLabel ?? <Trans>Log in</Trans>}
      pendingLabel={<Trans>Logging in…</Trans>}
      onSubmit={({ username, password, captcha: answer }) =>
        mutation.mutateAsync(passwordLogin({ username, password, captcha: captchaRequired ? { answer, captchaId: captcha.captchaId ?? '' } : undefined }), {
          onError: (error) => {
            // The server used up the image either way: show a fresh one and clear the answer.
            if (failureDetails(error).captchaRequired || captchaRequired) {
              setCaptchaRequired(true);
              form.setValue('captcha', '');
              captcha.reload();
            }
          },
        })
      }
    >
      <TextField name="username" label={t`Username`} autoComplete="username" autoCapitalize="none" spellCheck={false} />
      <PasswordField name="password" label={t`Password`} autoComplete="current-password" />
      {captchaRequired ? (
        <CaptchaField name="captcha" label={t`Captcha`} image={captcha.image} imageFailed={captcha.failed} onRefresh={captcha.refresh} />
      ) : null}
      <div className="login-form__row">
        <CheckboxField name="remember" label={t`Remember me`} />
        {onForgotPassword ? (
          <button type="button" className="link-button" onClick={onForgotPassword}>
            <Trans>Forgot password?</Trans>
          </button>
        ) : null}
      </div>
    </FormShell>
  );
}
