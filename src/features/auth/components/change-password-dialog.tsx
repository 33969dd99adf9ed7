import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Dialog } from '@/ui/dialog';
import { FormShell, useAppForm } from '@/ui/form';
import { PasswordField } from '@/ui/password-field';
import { useChangePassword, type ForcedChange } from '../api/use-change-password';
import { useRegisterSettings } from '../api/use-register-settings';
import { ruleHint } from '../logic/field-messages';
import { codeMessage } from '../logic/login-errors';
import { changePasswordSchema } from '../logic/password-schemas';
import { passwordRule } from '../logic/password-rules';
import './auth.css';

type Props = {
  /** A forced change right after login: the old password is known, so it is not asked for. */
  forced?: ForcedChange;
  onDone: () => void;
  onClose: () => void;
};

/** Change password (SPEC 2, 4, 5); the reference form of docs/how-to/add-a-form.md. */
export function ChangePasswordDialog({ forced, onDone, onClose }: Props) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const rule = passwordRule(useRegisterSettings().data);
  // A forced change after a password login knows the old one; after an SMS, third-party or app-link way in it is asked.
  const knownOld = forced?.password || undefined;
  const schema = useMemo(() => changePasswordSchema(rule, knownOld), [rule, knownOld]);
  const form = useAppForm(schema, { oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const mutation = useChangePassword(forced);
  const newPasswordError = form.formState.errors.newPassword;

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
      <FormShell
        form={form}
        mutation={mutation}
        describeError={codeMessage}
        submitLabel={<Trans>Change password</Trans>}
        pendingLabel={<Trans>Saving…</Trans>}
        onSubmit={({ oldPassword, newPassword, confirmNewPassword }) =>
          mutation.mutateAsync({ oldPassword: knownOld ?? oldPassword, newPassword, confirmNewPassword }, { onSuccess: onDone })
        }
      >
        {/* Lets password managers file the new password under the right account. */}
        {forced ? <input type="text" name="username" autoComplete="username" value={forced.user.userName} readOnly hidden /> : null}
        {knownOld === undefined ? <PasswordField name="oldPassword" label={t`Old password`} autoComplete="current-password" /> : null}
        <PasswordField name="newPassword" label={t`New password`} autoComplete="new-password" hint={newPasswordError ? undefined : i18n._(ruleHint(rule))} />
        <PasswordField name="confirmNewPassword" label={t`Confirm new password`} autoComplete="new-password" />
      </FormShell>
    </Dialog>
  );
}
