import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { apiErrorMessage } from '@/api/api-error-message';
import { TextField } from '@/ui/text-field';
import { useForgotByEmail } from '../api/use-forgot-password';
import { matchesKind } from '../logic/field-validation';
import { codeMessage } from '../logic/login-errors';

/** Forgot by e-mail (SPEC 5): username and a valid e-mail address. */
export function ForgotEmailForm({ onSent }: { onSent: () => void }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const schema = useMemo(
    () =>
      z.object({
        username: z
          .string()
          .trim()
          .min(1, t`Please enter your username.`),
        email: z
          .string()
          .trim()
          .min(1, t`Please enter your e-mail address.`)
          .refine((value) => matchesKind('email', value), t`Enter a valid e-mail address.`),
      }),
    [t],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { username: '', email: '' } });
  const { errors } = form.formState;
  const mutation = useForgotByEmail();
  const submit = form.handleSubmit((values) => mutation.mutate(values, { onSuccess: onSent }));
  return (
    <form className="form" onSubmit={submit} noValidate>
      <TextField label={t`Username`} autoComplete="username" autoCapitalize="none" error={errors.username?.message} {...form.register('username')} />
      <TextField label={t`E-mail`} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      {mutation.error ? (
        <p className="form__error" role="alert">
          {i18n._(codeMessage(mutation.error) ?? apiErrorMessage(mutation.error))}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={mutation.isPending}>
        {mutation.isPending ? <Trans>Sending…</Trans> : <Trans>Send reset e-mail</Trans>}
      </button>
    </form>
  );
}
