import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { BankAccount, WithdrawSettings } from '@generated/model';
import { formatMoney } from '@/lib/money';
import { Button } from '@/ui/button';
import { FormShell, translateMessage, useAppForm } from '@/ui/form';
import { Icon } from '@/ui/icon';
import { PasswordField } from '@/ui/password-field';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { useCreateWithdrawal } from '../api/use-payments';
import { withdrawCeiling } from '@/lib/amount-rules';
import { describeMoneyError } from '../logic/money-errors';
import { withdrawSchema } from '../logic/withdraw-schema';
import '@/ui/money-pages.css';
import './choices.css';

/** The withdrawal form: account, amount ("all" fills the most allowed), payment password. A success resets it; a failure keeps it. */
export function WithdrawForm({ settings, accounts }: { settings: WithdrawSettings; accounts: readonly BankAccount[] }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const symbol = settings.currencySymbol;
  const schema = useMemo(() => withdrawSchema(settings, symbol), [settings, symbol]);
  const form = useAppForm(schema, { bankAccountId: accounts[0]?.id ?? '', amount: '', paymentPassword: '' });
  const mutation = useCreateWithdrawal();
  const ceiling = withdrawCeiling(settings);
  const most = formatMoney(ceiling, symbol);
  const accountError = translateMessage(i18n, form.formState.errors.bankAccountId?.message);
  return (
    <FormShell
      form={form}
      mutation={mutation}
      describeError={describeMoneyError}
      submitLabel={<Trans>Withdraw</Trans>}
      pendingLabel={<Trans>Sending…</Trans>}
      onSubmit={(values) =>
        mutation.mutateAsync(
          { bankAccountId: values.bankAccountId, amount: Number(values.amount), paymentPassword: values.paymentPassword },
          {
            onSuccess: (withdrawal) => {
              form.reset({ bankAccountId: values.bankAccountId, amount: '', paymentPassword: '' });
              const amount = formatMoney(withdrawal.amount, symbol);
              toast(t`Withdrawal of ${amount} requested. The amount is held until it is paid.`, 'success');
            },
          },
        )
      }
    >
      <fieldset className="choice-group">
        <legend className="field__label">
          <Trans>Pay to</Trans>
        </legend>
        <div className="choice-list">
          {accounts.map((account) => (
            <label key={account.id} className="choice-row">
              <input type="radio" value={account.id} {...form.register('bankAccountId')} />
              <Icon name="bank" size={20} />
              <span className="choice-row__text">
                <strong>{account.bankName}</strong>
                <small>
                  {account.payeeName} · {account.accountNumberMasked}
                </small>
              </span>
            </label>
          ))}
        </div>
        {accountError ? <p className="field__error">{accountError}</p> : null}
      </fieldset>
      <div className="amount-row">
        <TextField name="amount" label={t`Amount`} inputMode="decimal" autoComplete="off" placeholder="0.00" hint={t`Up to ${most} now`} />
        <Button
          size="sm"
          className="amount-row__max"
          disabled={ceiling < settings.min}
          onClick={() => form.setValue('amount', ceiling.toFixed(2), { shouldValidate: form.formState.isSubmitted })}
        >
          <Trans>All</Trans>
        </Button>
      </div>
      <PasswordField name="paymentPassword" label={t`Payment password`} autoComplete="off" inputMode="numeric" maxLength={6} />
    </FormShell>
  );
}
