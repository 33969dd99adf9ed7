import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { apiErrorMessage } from '@/api/api-error-message';
import { isApiError } from '@/api/api-error';
import { TextField } from '@/ui/text-field';
import { useLogin, type LoginResult } from '../api/use-login';

const loginSchema = z.object({
  username: z.string().trim().min(1, { message: 'required' }),
  password: z.string().trim().min(1, { message: 'required' }),
});

type LoginValues = z.input<typeof loginSchema>;

const REQUIRED = msg`Input cannot be empty`;

/** Username and password login; the caller decides what a success means. */
export function LoginForm({ onSuccess, submitLabel }: { onSuccess: (result: LoginResult) => void; submitLabel?: string }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const mutation = useLogin();
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    mutation.mutate({ username: values.username.trim(), password: values.password.trim(), type: 'username' }, { onSuccess }),
  );

  const failure = mutation.error
    ? isApiError(mutation.error) && mutation.error.kind === 'rejected'
      ? t`Incorrect username or password`
      : i18n._(apiErrorMessage(mutation.error))
    : null;

  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField label={t`Username`} autoComplete="username" error={errors.username ? i18n._(REQUIRED) : undefined} {...form.register('username')} />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="current-password"
        error={errors.password ? i18n._(REQUIRED) : undefined}
        {...form.register('password')}
      />
      {failure ? (
        <p className="form__error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={mutation.isPending}>
        {mutation.isPending ? <Trans>Logging in…</Trans> : (submitLabel ?? <Trans>Log in</Trans>)}
      </button>
    </form>
  );
}
