import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { DepositOrder } from '@generated/model';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { Button, buttonClass } from '@/ui/button';
import { FormShell, fieldMessage, useAppForm } from '@/ui/form';
import { Icon } from '@/ui/icon';
import { QueryState } from '@/ui/query-state';
import { TextField } from '@/ui/text-field';
import { z } from 'zod';
import { depositOptionsQueryOptions, depositOrderQueryOptions } from '../api/payments-queries';
import { useConfirmDeposit, useRefreshBalances } from '../api/use-payments';
import { walletBalanceQueryOptions } from '@/api/queries';
import { describeMoneyError } from '../logic/money-errors';
import { DepositPayTo } from './deposit-pay-to';
import { DepositSteps } from './deposit-steps';
import { CopyValue } from './copy-value';
import { ReceiptUpload } from './receipt-upload';
import '@/ui/money-pages.css';
import './deposit-order.css';

/** Which channel and which order, in one line. */
function OrderLine({ channelName, orderId }: { channelName: string; orderId: string }) {
  return (
    <p className="money-card__muted">
      <Trans>
        {channelName} · order {orderId}
      </Trans>
    </p>
  );
}

const paidSchema = z.object({
  payerReference: z
    .string()
    .trim()
    .max(140, fieldMessage(msg`A reference has at most 140 characters.`)),
});

/** Step 2: where to pay, then "I have paid" with the receipts (required where the channel says so). */
function PaymentStep({ order, currencySymbol, receiptRequired }: { order: DepositOrder; currencySymbol: string; receiptRequired: boolean }) {
  const { t } = useLingui();
  const [files, setFiles] = useState<File[]>([]);
  const form = useAppForm(paidSchema, { payerReference: '' });
  const mutation = useConfirmDeposit(order.orderId);
  const amount = formatMoney(order.amount, currencySymbol);
  const until = formatDateTime(order.expiresAt);
  return (
    <>
      <div className="pay-amount">
        <span>
          <Trans>Pay exactly</Trans>
        </span>
        <strong>{amount}</strong>
        <small>
          <Trans>Pay before {until}</Trans>
        </small>
      </div>
      <dl className="copy-list">
        <CopyValue label={t`Reference`} value={order.reference} />
      </dl>
      <p className="money-note">
        <Trans>Write the reference in your transfer note so we can match your payment quickly.</Trans>
      </p>
      <DepositPayTo order={order} currencySymbol={currencySymbol} />
      <FormShell
        form={form}
        mutation={mutation}
        describeError={describeMoneyError}
        submitLabel={<Trans>I have paid</Trans>}
        pendingLabel={<Trans>Sending…</Trans>}
        onSubmit={(values) => {
          if (receiptRequired && files.length === 0) {
            form.setError('root', { message: fieldMessage(msg`Please upload a receipt image.`) });
            return;
          }
          return mutation.mutateAsync({ files, payerReference: values.payerReference });
        }}
      >
        <ReceiptUpload label={t`Payment receipt`} files={files} onChange={setFiles} required={receiptRequired} />
        <TextField
          name="payerReference"
          label={t`Your transfer reference (optional)`}
          autoComplete="off"
          hint={t`The reference or transaction hash your bank or wallet shows.`}
        />
      </FormShell>
    </>
  );
}

/** Step 3: under review (asked again every 2 s), then credited; the balances everywhere follow. */
function ResultStep({ order, currencySymbol, minutes, onRestart }: { order: DepositOrder; currencySymbol: string; minutes: number; onRestart: () => void }) {
  const refresh = useRefreshBalances();
  const balance = useQuery(walletBalanceQueryOptions());
  const credited = order.status === 'success';
  const seen = useRef(false);
  useEffect(() => {
    if (credited && !seen.current) {
      seen.current = true;
      void refresh();
    }
  }, [credited, refresh]);
  const amount = formatMoney(order.amount, currencySymbol);
  const total = formatMoney(order.amount + order.bonus, currencySymbol);
  const reference = order.reference;
  const mainWallet = balance.data ? formatMoney(balance.data.balance, currencySymbol) : null;
  if (order.status === 'failed') {
    return (
      <div className="result result--failed" role="status">
        <Icon name="blocked" size={40} />
        <p className="result__title">
          <Trans>Deposit failed</Trans>
        </p>
        <p>
          <Trans>
            We could not match your payment of {amount}. Please contact customer service with the reference {reference}.
          </Trans>
        </p>
        <Button variant="primary" onClick={onRestart}>
          <Trans>Make another deposit</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className={`result ${credited ? 'result--done' : 'result--pending'}`} role="status" aria-live="polite">
      <Icon name={credited ? 'check' : 'clock'} size={40} />
      {credited ? (
        <>
          <p className="result__title">
            <Trans>Deposit credited</Trans>
          </p>
          <p>
            <Trans>{total} is in your main wallet.</Trans>
          </p>
          {mainWallet ? (
            <p className="result__balance">
              <Trans>Main wallet: {mainWallet}</Trans>
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p className="result__title">
            <Trans>Payment under review</Trans>
          </p>
          <p>
            <Trans>
              We are matching your payment of {amount}. It is usually credited within {minutes} minutes; you can leave this page.
            </Trans>
          </p>
        </>
      )}
      <div className="result__actions">
        <Button variant={credited ? 'primary' : 'secondary'} onClick={onRestart}>
          <Trans>Make another deposit</Trans>
        </Button>
        <Link to="/member/account-record" className={buttonClass({ variant: 'ghost' })}>
          <Trans>Account record</Trans>
        </Link>
      </div>
    </div>
  );
}

/** A deposit order: its payment step, then its review and credit. */
export function DepositOrderView({ orderId, onRestart }: { orderId: string; onRestart: () => void }) {
  const { t } = useLingui();
  const order = useQuery(depositOrderQueryOptions(orderId));
  const options = useQuery(depositOptionsQueryOptions());
  const currencySymbol = options.data?.currencySymbol ?? '';
  const channel = options.data?.channels.find((candidate) => candidate.id === order.data?.channelId);
  return (
    <section className="money-card money-card--narrow" aria-label={t`Deposit ${orderId}`}>
      <QueryState query={order} label={t`Deposit`}>
        {(data) => (
          <>
            <DepositSteps step={data.status === 'awaitingPayment' ? 2 : 3} />
            <OrderLine channelName={channel?.name ?? data.channelId} orderId={data.orderId} />
            {data.status === 'awaitingPayment' ? (
              <PaymentStep order={data} currencySymbol={currencySymbol} receiptRequired={channel?.receiptRequired ?? false} />
            ) : (
              <ResultStep order={data} currencySymbol={currencySymbol} minutes={channel?.processingMinutes ?? 5} onRestart={onRestart} />
            )}
          </>
        )}
      </QueryState>
    </section>
  );
}
