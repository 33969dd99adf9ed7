import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import type { DepositOrder } from '@generated/model';
import { formatMoney } from '@/lib/format';
import { formatCountdown, formatDateTime, toDate } from '@/lib/format-date';
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

/** Milliseconds left until `until`, ticking every second while there are any; null for an unreadable time. */
function useTimeLeft(until: string): number | null {
  const deadline = toDate(until)?.getTime() ?? null;
  const [now, setNow] = useState(() => Date.now());
  const over = deadline !== null && now >= deadline;
  useEffect(() => {
    if (deadline === null || over) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline, over]);
  return deadline === null ? null : deadline - now;
}

/** The deadline and a live countdown to it: the player sees how long the payment details stay valid. */
function PayBefore({ until }: { until: string }) {
  const left = useTimeLeft(until);
  const at = formatDateTime(until);
  if (left !== null && left <= 0) {
    return (
      <small className="pay-amount__late" role="alert">
        <Trans>The time to pay has passed ({at}). Make a new deposit rather than paying this one.</Trans>
      </small>
    );
  }
  const countdown = left === null ? '' : formatCountdown(left);
  return (
    <small>
      <Trans>Pay before {at}</Trans>
      {countdown ? (
        <>
          {' · '}
          <span className="pay-amount__countdown" role="timer" data-testid="deposit-countdown">
            <Trans>{countdown} left</Trans>
          </span>
        </>
      ) : null}
    </small>
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
  return (
    <>
      <div className="pay-amount">
        <span>
          <Trans>Pay exactly</Trans>
        </span>
        <strong>{amount}</strong>
        <PayBefore until={order.expiresAt} />
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
              We are matching your payment of {amount}. It is usually credited within <Plural value={minutes} one="# minute" other="# minutes" />; you can leave
              this page.
            </Trans>
          </p>
        </>
      )}
      <div className="result__actions">
        {credited ? (
          <Link to="/" className={buttonClass({ variant: 'primary' })}>
            <Trans>Play now</Trans>
          </Link>
        ) : null}
        <Button variant="secondary" onClick={onRestart}>
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
      <QueryState query={order} label={t`Deposit`} money>
        {(data) => (
          <>
            <DepositSteps step={data.status === 'awaitingPayment' ? 2 : 3} complete={data.status === 'success'} />
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
