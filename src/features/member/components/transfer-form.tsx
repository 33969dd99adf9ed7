import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { WalletEntry } from '@generated/model';
import { isApiError } from '@/api/api-error';
import { FormShell, useAppForm } from '@/ui/form';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { useWalletTransfer } from '../api/use-wallet';
import { transferSchema } from '../logic/transfer-schema';

/** SPEC 8 shows this one server message in the person's language. */
const describeFailure = (error: unknown) => (isApiError(error) && error.serverMessage === 'Quota not sufficient' ? msg`Quota not sufficient` : undefined);

/** Wallet transfer; bad input is explained and nothing is sent; a failed call keeps the form. */
export function TransferForm({ wallets }: { wallets: readonly WalletEntry[] }) {
  const { t } = useLingui();
  const transfer = useWalletTransfer();
  const schema = useMemo(() => transferSchema(wallets), [wallets]);
  const form = useAppForm(schema, { from: wallets[0]?.code ?? 'MAIN', to: wallets[1]?.code ?? '', amount: '' });
  const options = wallets.map((wallet) => ({ value: wallet.code, label: wallet.name ?? wallet.code }));

  return (
    <FormShell
      form={form}
      mutation={transfer}
      describeError={describeFailure}
      block={false}
      aria-labelledby="transfer-title"
      submitLabel={<Trans>Transfer</Trans>}
      onSubmit={(values) =>
        transfer.mutateAsync({ from: values.from, to: values.to, amount: Number(values.amount) }, { onSuccess: () => form.reset({ ...values, amount: '' }) })
      }
    >
      <h2 id="transfer-title">
        <Trans>Transfer between wallets</Trans>
      </h2>
      <SelectField name="from" label={t`From`} options={options} />
      <SelectField name="to" label={t`To`} options={options} />
      <TextField name="amount" label={t`Amount`} inputMode="decimal" autoComplete="off" />
      {transfer.isSuccess ? (
        <p className="form__success" role="status">
          <Trans>Transfer complete.</Trans>
        </p>
      ) : null}
    </FormShell>
  );
}
