import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '@/ui/dialog';
import { FormShell, useAppForm } from '@/ui/form';
import { PasswordField } from '@/ui/password-field';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast';
import { banksQueryOptions } from '../api/payments-queries';
import { useAddBankAccount } from '../api/use-payments';
import { describeMoneyError } from '../logic/money-errors';
import { bankAccountSchema } from '../logic/payment-schemas';

/**
 * Add a bank account for withdrawal: bank, payee name (the real name on file, if any), account number, and the login
 * password (issue 28: a stolen session alone cannot add the thief's account).
 */
export function AddBankAccountDialog({ payeeName, onClose }: { payeeName: string; onClose: () => void }) {
  const { t } = useLingui();
  const banks = useQuery(banksQueryOptions());
  const form = useAppForm(bankAccountSchema, { bankCode: '', payeeName, accountNumber: '', password: '' });
  const mutation = useAddBankAccount();
  return (
    <Dialog title={t`Add bank account`} onClose={onClose} initialFocus="select">
      <FormShell
        form={form}
        mutation={mutation}
        describeError={describeMoneyError}
        submitLabel={<Trans>Add bank account</Trans>}
        pendingLabel={<Trans>Saving…</Trans>}
        onSubmit={(values) =>
          mutation.mutateAsync(values, {
            onSuccess: () => {
              toast(t`Bank account added.`, 'success');
              onClose();
            },
          })
        }
      >
        <SelectField
          name="bankCode"
          label={t`Bank`}
          placeholder={banks.isPending ? t`Loading banks…` : t`Choose a bank`}
          options={(banks.data ?? []).map((bank) => ({ value: bank.bankCode, label: bank.bankName }))}
        />
        <TextField name="payeeName" label={t`Payee name`} autoComplete="name" hint={t`The name on the account; it must match your real name.`} />
        <TextField name="accountNumber" label={t`Account number`} inputMode="numeric" autoComplete="off" />
        <PasswordField name="password" label={t`Login password`} autoComplete="current-password" />
      </FormShell>
    </Dialog>
  );
}
