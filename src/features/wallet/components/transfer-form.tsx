import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import type { WalletEntry } from '@generated/model';
import { formatMoney } from '@/lib/money';
import { Button } from '@/ui/button';
import { FormShell, useAppForm } from '@/ui/form';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { useWalletTransfer } from '../api/use-wallet';
import { describeMoneyError } from '@/features/payments';
import { transferSchema } from '../logic/transfer-schema';

/** A wallet card's "in" or "out" button sets the pair; `key` changes on every press so the same pair can be chosen twice. */
export type TransferPreset = { from: string; to: string; key: number };

type Props = { wallets: readonly WalletEntry[]; currencySymbol?: string; preset?: TransferPreset };

/** Wallet transfer; bad input is explained and nothing is sent; a failed call keeps the form. */
export function TransferForm({ wallets, currencySymbol = '', preset }: Props) {
  const { t } = useLingui();
  const transfer = useWalletTransfer();
  const schema = useMemo(() => transferSchema(wallets, currencySymbol), [wallets, currencySymbol]);
  const form = useAppForm(schema, { from: wallets[0]?.code ?? 'MAIN', to: wallets[1]?.code ?? '', amount: '' });
  const options = wallets.map((wallet) => ({ value: wallet.code, label: `${wallet.name ?? wallet.code} · ${formatMoney(wallet.balance, currencySymbol)}` }));
  const from = form.watch('from');
  const source = wallets.find((wallet) => wallet.code === from);

  useEffect(() => {
    if (!preset) return;
    form.reset({ from: preset.from, to: preset.to, amount: '' });
    // After the reset has rendered: the amount is what the person types next.
    const timer = setTimeout(() => form.setFocus('amount'), 0);
    return () => clearTimeout(timer);
  }, [preset, form]);

  return (
    <FormShell
      form={form}
      mutation={transfer}
      describeError={describeMoneyError}
      aria-labelledby="transfer-title"
      submitLabel={<Trans>Transfer</Trans>}
      pendingLabel={<Trans>Transferring…</Trans>}
      onSubmit={(values) =>
        transfer.mutateAsync(
          { from: values.from, to: values.to, amount: Number(values.amount) },
          {
            onSuccess: () => form.reset({ ...values, amount: '' }),
          },
        )
      }
    >
      <h2 id="transfer-title" className="money-card__title">
        <Trans>Transfer between wallets</Trans>
      </h2>
      <SelectField name="from" label={t`From`} options={options} />
      <SelectField name="to" label={t`To`} options={options} />
      <div className="amount-row">
        <TextField name="amount" label={t`Amount`} inputMode="decimal" autoComplete="off" placeholder="0.00" />
        <Button
          size="sm"
          className="amount-row__max"
          disabled={!source || source.balance <= 0}
          onClick={() => form.setValue('amount', source ? source.balance.toFixed(2) : '', { shouldValidate: form.formState.isSubmitted })}
        >
          <Trans>Max</Trans>
        </Button>
      </div>
      {transfer.isSuccess ? (
        <p className="form__success" role="status">
          <Trans>Transfer complete.</Trans>
        </p>
      ) : null}
    </FormShell>
  );
}
