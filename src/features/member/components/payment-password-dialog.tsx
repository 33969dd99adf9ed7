import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { Dialog } from '@/ui/dialog';
import { FormShell, useAppForm } from '@/ui/form';
import { PasswordField } from '@/ui/password-field';
import { toast } from '@/ui/toast';
import { useSetPaymentPassword } from '@/features/payments';
import { describeMoneyError } from '@/features/payments';
import { paymentPasswordSchema } from '@/features/payments';

/** Set the payment password (the login password confirms) or change it (the old one confirms); sent encrypted. */
export function PaymentPasswordDialog({ isSet, onClose }: { isSet: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const schema = useMemo(() => paymentPasswordSchema(isSet), [isSet]);
  const form = useAppForm(schema, { current: '', newPaymentPassword: '', confirmPaymentPassword: '' });
  const mutation = useSetPaymentPassword();
  return (
    <Dialog title={isSet ? t`Change payment password` : t`Set payment password`} onClose={onClose} initialFocus="input[type='password']">
      <p className="money-note">
        <Trans>Six digits, asked for every withdrawal and transfer. Keep it different from your login password.</Trans>
      </p>
      <FormShell
        form={form}
        mutation={mutation}
        describeError={describeMoneyError}
        submitLabel={<Trans>Save payment password</Trans>}
        pendingLabel={<Trans>Saving…</Trans>}
        onSubmit={({ current, newPaymentPassword, confirmPaymentPassword }) =>
          mutation.mutateAsync(
            { ...(isSet ? { oldPaymentPassword: current } : { loginPassword: current }), newPaymentPassword, confirmPaymentPassword },
            {
              onSuccess: () => {
                toast(t`Payment password saved.`, 'success');
                onClose();
              },
            },
          )
        }
      >
        {isSet ? (
          <PasswordField name="current" label={t`Current payment password`} autoComplete="off" inputMode="numeric" maxLength={6} />
        ) : (
          <PasswordField name="current" label={t`Login password`} autoComplete="current-password" />
        )}
        <PasswordField name="newPaymentPassword" label={t`New payment password`} autoComplete="off" inputMode="numeric" maxLength={6} />
        <PasswordField name="confirmPaymentPassword" label={t`Confirm payment password`} autoComplete="off" inputMode="numeric" maxLength={6} />
      </FormShell>
    </Dialog>
  );
}
