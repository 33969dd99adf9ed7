import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Withdrawal } from '@generated/model';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { QueryState } from '@/ui/query-state';
import { withdrawalsQueryOptions } from '../api/payments-queries';
import { useNow } from '@/lib/use-now';
import { autoReceipt } from '../logic/auto-receipt';
import { NotReceivedDialog } from './not-received-dialog';
import { ReceiptConfirmDialog } from './receipt-confirm-dialog';
import '@/ui/money-pages.css';
import './withdrawal-list.css';

function StatusBadge({ status, autoConfirmed }: Pick<Withdrawal, 'status' | 'autoConfirmed'>) {
  switch (status) {
    case 'processing':
      return (
        <Badge>
          <Trans>Under review</Trans>
        </Badge>
      );
    case 'awaitingConfirmation':
      return (
        <Badge tone="primary">
          <Trans>Paid · please confirm</Trans>
        </Badge>
      );
    case 'completed':
      return <Badge tone="success">{autoConfirmed ? <Trans>Received (automatic)</Trans> : <Trans>Received</Trans>}</Badge>;
    case 'disputed':
      return (
        <Badge tone="danger">
          <Trans>Reported not received</Trans>
        </Badge>
      );
    case 'rejected':
      return (
        <Badge tone="danger">
          <Trans>Rejected</Trans>
        </Badge>
      );
  }
}

function Item({
  withdrawal,
  symbol,
  minutes,
  now,
  onReceived,
  onNotReceived,
}: {
  withdrawal: Withdrawal;
  symbol: string;
  minutes: number;
  now: number;
  onReceived: () => void;
  onNotReceived: () => void;
}) {
  const { t } = useLingui();
  const amount = formatMoney(withdrawal.amount, symbol);
  const order = withdrawal.orderId;
  const auto = withdrawal.status === 'awaitingConfirmation' ? autoReceipt(withdrawal, minutes, now) : null;
  const at = auto ? formatDateTime(auto.at) : '';
  const left = auto?.minutesLeft ?? 0;
  return (
    <li className="withdrawal" aria-label={t`Withdrawal ${order}, ${amount}`}>
      <div className="withdrawal__head">
        <strong className="withdrawal__amount">{amount}</strong>
        <StatusBadge status={withdrawal.status} autoConfirmed={withdrawal.autoConfirmed} />
      </div>
      <p className="money-card__muted">
        {withdrawal.bankName} {withdrawal.accountNumberMasked} · {formatDateTime(withdrawal.createdAt)} · {withdrawal.orderId}
      </p>
      {withdrawal.status === 'awaitingConfirmation' ? (
        <>
          <dl className="withdrawal__figures">
            <div>
              <dt>
                <Trans>Received amount</Trans>
              </dt>
              <dd>{formatMoney(withdrawal.receivedAmount, symbol)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Remaining amount</Trans>
              </dt>
              <dd>{formatMoney(withdrawal.remainingAmount, symbol)}</dd>
            </div>
          </dl>
          {auto ? (
            <p className="withdrawal__auto">
              {auto.due ? (
                <Trans>Counts as received now.</Trans>
              ) : (
                <Trans>
                  Counts as received at {at} (in {left} min) if you do not confirm.
                </Trans>
              )}
            </p>
          ) : null}
          {/* Far apart, and full width on a phone: the one a thumb meant is the one it presses (issue 27). */}
          <div className="withdrawal__actions">
            <Button variant="primary" onClick={onReceived} aria-label={t`Received ${amount}`}>
              <Trans>Received</Trans>
            </Button>
            <Button onClick={onNotReceived} aria-label={t`Not received ${amount}`}>
              <Trans>Not received</Trans>
            </Button>
          </div>
        </>
      ) : null}
    </li>
  );
}

/**
 * The confirmation step of SPEC 4: received, not received (with proof), all received; the auto-receipt time
 * and its warning. "Received" and "All received" ask once more, showing what they confirm (issue 27, 28).
 */
export function WithdrawalList({ autoReceiptMinutes, currencySymbol }: { autoReceiptMinutes: number; currencySymbol: string }) {
  const { t } = useLingui();
  const list = useQuery(withdrawalsQueryOptions());
  const now = useNow();
  const [disputing, setDisputing] = useState<Withdrawal | null>(null);
  const [confirming, setConfirming] = useState<{ withdrawals: Withdrawal[]; all: boolean } | null>(null);
  const awaiting = list.data?.filter((withdrawal) => withdrawal.status === 'awaitingConfirmation') ?? [];
  return (
    <section className="money-card withdraw-layout__list" aria-labelledby="withdrawals-title">
      <div className="money-card__head">
        <h2 id="withdrawals-title" className="money-card__title">
          <Trans>Your withdrawals</Trans>
        </h2>
        {awaiting.length > 0 ? (
          <Button size="sm" variant="primary" onClick={() => setConfirming({ withdrawals: awaiting, all: true })}>
            <Trans>All received</Trans>
          </Button>
        ) : null}
      </div>
      <p className="money-note money-note--warning" role="note">
        <Trans>
          When a withdrawal is paid, confirm whether it arrived. If you do not confirm within{' '}
          <Plural value={autoReceiptMinutes} one="# minute" other="# minutes" />, it counts as received, and a forced receipt is not refunded.
        </Trans>
      </p>
      <QueryState query={list} label={t`Your withdrawals`} money>
        {(withdrawals) =>
          withdrawals.length === 0 ? (
            <p className="money-card__muted">
              <Trans>No withdrawals yet.</Trans>
            </p>
          ) : (
            <ul className="withdrawal-list">
              {withdrawals.map((withdrawal) => (
                <Item
                  key={withdrawal.orderId}
                  withdrawal={withdrawal}
                  symbol={currencySymbol}
                  minutes={autoReceiptMinutes}
                  now={now}
                  onReceived={() => setConfirming({ withdrawals: [withdrawal], all: false })}
                  onNotReceived={() => setDisputing(withdrawal)}
                />
              ))}
            </ul>
          )
        }
      </QueryState>
      {confirming ? (
        <ReceiptConfirmDialog withdrawals={confirming.withdrawals} all={confirming.all} currencySymbol={currencySymbol} onClose={() => setConfirming(null)} />
      ) : null}
      {disputing ? <NotReceivedDialog withdrawal={disputing} currencySymbol={currencySymbol} onClose={() => setDisputing(null)} /> : null}
    </section>
  );
}
