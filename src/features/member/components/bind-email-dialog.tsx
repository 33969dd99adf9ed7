import { Trans, useLingui } from '@lingui/react/macro';
import { SmsCodeButton } from '@/features/auth';
import { Dialog } from '@/ui/dialog';
import { FormShell, useAppForm } from '@/ui/form';
import { PasswordField } from '@/ui/password-field';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast';
import { sendSecurityCode, useBindEmail } from '../api/use-security';
import { describeMoneyError } from '@/features/payments';
import { bindEmailSchema } from '../logic/security-schemas';

/**
 * Bind or change the e-mail: confirmed with an SMS code to the bound mobile and the login password (issue 28), so a
 * stolen session alone cannot change it.
 */
export function BindEmailDialog({ boundMobile, current, onClose }: { boundMobile: string | null; current: string | null; onClose: () => void }) {
  const { t } = useLingui();
  const form = useAppForm(bindEmailSchema, { email: '', verificationCode: '', password: '' });
  const mutation = useBindEmail();
  const title = current ? t`Change e-mail` : t`Bind e-mail`;
  if (!boundMobile) {
    return (
      <Dialog title={title} size="sm" onClose={onClose}>
        <p className="money-note money-note--warning">
          <Trans>Bind a mobile number first: the code for your e-mail goes to your mobile.</Trans>
        </p>
      </Dialog>
    );
  }
  return (
    <Dialog title={title} onClose={onClose} initialFocus="input[type='email']">
      <p className="money-note">
        <Trans>We send the code to your mobile {boundMobile}.</Trans>
      </p>
      <FormShell
        form={form}
        mutation={mutation}
        describeError={describeMoneyError}
        submitLabel={<Trans>Save e-mail</Trans>}
        pendingLabel={<Trans>Saving…</Trans>}
        onSubmit={(values) =>
          mutation.mutateAsync(values, {
            onSuccess: () => {
              toast(t`E-mail saved.`, 'success');
              onClose();
            },
          })
        }
      >
        <TextField name="email" label={t`New e-mail`} type="email" autoComplete="email" />
        <div className="code-row">
          <TextField name="verificationCode" label={t`Verification code`} inputMode="numeric" autoComplete="one-time-code" />
          <SmsCodeButton target={{ purpose: 'bindEmail' }} canSend={() => form.trigger('email')} send={() => sendSecurityCode({ purpose: 'bindEmail' })} />
        </div>
        <PasswordField name="password" label={t`Login password`} autoComplete="current-password" />
      </FormShell>
    </Dialog>
  );
}
