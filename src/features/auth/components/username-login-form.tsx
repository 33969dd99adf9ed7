import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { login } from '@generated/api/session/session';
import { encryptPayload } from '@/api/encryption';
import { useCaptcha } from '@/api/use-captcha';
import { CaptchaField } from '@/ui/captcha-field';
import { CheckboxField } from '@/ui/checkbox-field';
import { PasswordField } from '@/ui/password-field';
import { TextField } from '@/ui/text-field';
import type { SignInResult } from '../api/sign-in';
import { forgetRememberedUser, loadRememberedUser, rememberLogin } from '../hooks/remembered-user';
import { useSignIn } from '../hooks/use-sign-in';
import type { Portal } from '../logic/login-rules';
import { failureDetails } from '../logic/server-errors';
import { LoginFailure } from './login-failure';
import './auth.css';
import { unwrap } from '@/api/unwrap';

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
  const schema = useMemo(
    () =>
      z.object({
        username: z
          .string()
          .trim()
          .min(1, t`Please enter your username.`),
        password: z
          .string()
          .trim()
          .min(1, t`Please enter your password.`),
        captcha: captchaRequired
          ? z
              .string()
              .trim()
              .min(1, t`Please enter the captcha.`)
          : z.string(),
        remember: z.boolean(),
      }),
    [t, captchaRequired],
  );
  const [remembered] = useState(loadRememberedUser);
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { username: remembered ?? '', password: '', captcha: '', remember: remembered !== null },
  });
  const { errors } = form.formState;

  const mutation = useSignIn(portal, (result) => {
    const { username, password, remember } = form.getValues();
    // A password about to be replaced is not worth saving.
    if (remember) void rememberLogin(username.trim(), result.kind === 'signed-in' ? password.trim() : undefined);
    else forgetRememberedUser();
    onResult(result, remember);
  });

  const submit = form.handleSubmit(({ username, password, captcha: answer }) =>
    mutation.mutate(
      {
        method: 'username',
        password,
        obtain: async () => {
          const payload = { username, password, type: 'username' as const, ...(captchaRequired ? { captcha: answer } : {}) };
          return unwrap(await login(await encryptPayload(payload)));
        },
      },
      {
        onError: (error) => {
          // The server used up the image either way: show a fresh one and clear the answer.
          if (failureDetails(error).captchaRequired || captchaRequired) {
            setCaptchaRequired(true);
            form.setValue('captcha', '');
            captcha.reload();
          }
        },
      },
    ),
  );

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField
        label={t`Username`}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <PasswordField label={t`Password`} autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
      {captchaRequired ? (
        <CaptchaField
          label={t`Captcha`}
          image={captcha.image}
          imageFailed={captcha.failed}
          onRefresh={captcha.refresh}
          error={errors.captcha?.message}
          {...form.register('captcha')}
        />
      ) : null}
      <div className="login-form__row">
        <CheckboxField label={t`Remember me`} {...form.register('remember')} />
        {onForgotPassword ? (
          <button type="button" className="link-button" onClick={onForgotPassword}>
            <Trans>Forgot password?</Trans>
          </button>
        ) : null}
      </div>
      {mutation.error ? <LoginFailure error={mutation.error} method="username" /> : null}
      <button type="submit" className="button button--primary button--block" disabled={mutation.isPending}>
        {mutation.isPending ? <Trans>Logging in…</Trans> : (submitLabel ?? <Trans>Log in</Trans>)}
      </button>
    </form>
  );
}
