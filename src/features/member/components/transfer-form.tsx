import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { WalletEntry } from '@generated/model';
import { apiErrorMessage } from '@/api/api-error-message';
import { isApiError } from '@/api/api-error';
import { TextField } from '@/ui/text-field';
import { useWalletTransfer } from '../api/use-wallet';

const MESSAGES = {
  amount: msg`Enter an amount greater than 0 with at most two decimals`,
  same: msg`Choose two different wallets`,
  exceeds: msg`The amount is more than the wallet holds`,
};

function transferSchema(wallets: readonly WalletEntry[]) {
  return z
    .object({
      from: z.string().min(1),
      to: z.string().min(1),
      amount: z
        .string()
        .trim()
        .regex(/^\d+(\.\d{1,2})?$/, 'amount')
        .refine((value) => Number(value) > 0, 'amount'),
    })
    .refine((values) => values.from !== values.to, { path: ['to'], message: 'same' })
    .refine((values) => Number(values.amount) <= (wallets.find((wallet) => wallet.code === values.from)?.balance ?? 0), {
      path: ['amount'],
      message: 'exceeds',
    });
}

type TransferValues = { from: string; to: string; amount: string };

/** Wallet transfer; bad input is explained and nothing is sent; a failed call keeps the form. */
export function TransferForm({ wallets }: { wallets: readonly WalletEntry[] }) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const transfer = useWalletTransfer();
  const form = useForm<TransferValues>({
    resolver: zodResolver(transferSchema(wallets)),
    defaultValues: { from: wallets[0]?.code ?? 'MAIN', to: wallets[1]?.code ?? '', amount: '' },
  });
  const { errors } = form.formState;
  const messageOf = (key: string | undefined) => (key && key in MESSAGES ? i18n._(MESSAGES[key as keyof typeof MESSAGES]) : undefined);

  const submit = form.handleSubmit((values) =>
    transfer.mutate({ from: values.from, to: values.to, amount: Number(values.amount) }, { onSuccess: () => form.reset({ ...values, amount: '' }) }),
  );

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="transfer-title">
      <h2 id="transfer-title">
        <Trans>Transfer between wallets</Trans>
      </h2>
      <label className="field">
        <span className="field__label">
          <Trans>From</Trans>
        </span>
        <select className="field__input" {...form.register('from')}>
          {wallets.map((wallet) => (
            <option key={wallet.code} value={wallet.code}>
              {wallet.name ?? wallet.code}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">
          <Trans>To</Trans>
        </span>
        <select className="field__input" aria-invalid={errors.to ? true : undefined} {...form.register('to')}>
          {wallets.map((wallet) => (
            <option key={wallet.code} value={wallet.code}>
              {wallet.name ?? wallet.code}
            </option>
          ))}
        </select>
        {errors.to ? <span className="field__error">{messageOf(errors.to.message)}</span> : null}
      </label>
      <TextField label={t`Amount`} inputMode="decimal" autoComplete="off" error={messageOf(errors.amount?.message)} {...form.register('amount')} />
      {transfer.isError ? (
        <p className="form__error" role="alert">
          {isApiError(transfer.error) && transfer.error.serverMessage === 'Quota not sufficient'
            ? t`Quota not sufficient`
            : i18n._(apiErrorMessage(transfer.error))}
        </p>
      ) : null}
      {transfer.isSuccess ? (
        <p className="form__success" role="status">
          <Trans>Transfer complete.</Trans>
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={transfer.isPending}>
        <Trans>Transfer</Trans>
      </button>
    </form>
  );
}
