import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Dialog } from '@/ui/dialog';
import { PasswordField } from '@/ui/password-field';
import { useChangePassword, type ForcedChange } from '../api/use-change-password';
import { useRegisterSettings } from '../api/use-register-settings';
import { ruleHint } from '../logic/field-messages';
import { codeMessage } from '../logic/login-errors';
import { INCONSISTENT_PASSWORDS, newPasswordMessage, passwordRule } from '../logic/password-rules';
import { apiErrorMessage } from '@/api/api-error-message';
import './auth.css';

type Props = {
  /** A forced change right after login: the old password is known, so it is not asked for. */
  forced?: ForcedChange;
  onDone: () => void;
  onClose: () => void;
};

/**
 * Change password (SPEC 2, 4, 5): old password unless known, a new one in
 * the server's format, the confirmation equal to it.
 */
export function ChangePasswordDialog({ forced, onDone, onClose }: Props) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const settings = useRegisterSettings();
  const rule = passwordRule(settings.data);
  const knownOld = forced?.password;
  const schema = useMemo(
    () =>
      z.object({ oldPassword: z.string(), newPassword: z.string(), confirmNewPassword: z.string() }).superRefine((values, ctx) => {
        if (knownOld === undefined && values.oldPassword === '')
          ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: t`Please enter your old password.` });
        const problem = newPasswordMessage(rule, values.newPassword, knownOld ?? values.oldPassword);
        if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: i18n._(problem) });
        if (values.confirmNewPassword === '') ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: t`Please confirm the new password.` });
        else if (values.confirmNewPassword !== values.newPassword)
          ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: i18n._(INCONSISTENT_PASSWORDS) });
      }),
    [t, i18n, rule, knownOld],
  );
  const form = useForm<z.infer<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' } });
  const { errors } = form.formState;
  const mutation = useChangePassword(forced);
  const submit = form.handleSubmit(({ oldPassword, newPassword, confirmNewPassword }) =>
    mutation.mutate({ oldPassword: knownOld ?? oldPassword, newPassword, confirmNewPassword }, { onSuccess: onDone }),
  );
  const failure = mutation.error ? i18n._(codeMessage(mutation.error) ?? apiErrorMessage(mutation.error)) : null;

  return (
    <Dialog title={t`Change password`} onClose={onClose} initialFocus="input[type='password']">
      {forced ? (
        <p className="auth-notice auth-notice--warning">
          {forced.reason === 'default' ? (
            <Trans>You are using the default password. Please choose a new one to continue.</Trans>
          ) : (
            <Trans>Your password has expired. Please choose a new one to continue.</Trans>
          )}
        </p>
      ) : null}
      <form className="form" onSubmit={submit} noValidate>
        {/* Lets password managers file the new password under the right account. */}
        {forced ? <input type="text" name="username" autoComplete="username" value={forced.user.userName} readOnly hidden /> : null}
        {knownOld === undefined ? (
          <PasswordField label={t`Old password`} autoComplete="current-password" error={errors.oldPassword?.message} {...form.register('oldPassword')} />
        ) : null}
        <PasswordField
          label={t`New password`}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          hint={errors.newPassword ? undefined : i18n._(ruleHint(rule))}
          {...form.register('newPassword')}
        />
        <PasswordField
          label={t`Confirm new password`}
          autoComplete="new-password"
          error={errors.confirmNewPassword?.message}
          {...form.register('confirmNewPassword')}
        />
        {failure ? (
          <p className="form__error" role="alert">
            {failure}
          </p>
        ) : null}
        <button type="submit" className="button button--primary button--block" disabled={mutation.isPending}>
          {mutation.isPending ? <Trans>Saving…</Trans> : <Trans>Change password</Trans>}
        </button>
      </form>
    </Dialog>
  );
}
