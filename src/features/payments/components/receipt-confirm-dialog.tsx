import { Trans, useLingui } from '@lingui/react/macro';
import type { Withdrawal } from '@generated/model';
import { formatMoney } from '@/lib/money';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FormError } from '@/ui/form';
import { useConfirmWithdrawal } from '../api/use-payments';
import { describeMoneyError } from '../logic/money-errors';
import '@/ui/money-pages.css';
import './receipt-confirm-dialog.css';

/**
 * Confirming a receipt is final (issue 27, issue 28): before "Received" or "All received" is sent, what
 * is confirmed (each withdrawal's amount, received and remaining) and that it is not refunded, asked
 * once more. The question cannot be answered from a frame of another site (the CSP's frame-ancestors).
 */
export function ReceiptConfirmDialog({
  withdrawals,
  all,
  currencySymbol,
  onClose,
}: {
  withdrawals: readonly Withdrawal[];
  /** "All received": every withdrawal awaiting confirmation, in one call. */
  all: boolean;
  currencySymbol: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const confirm = useConfirmWithdrawal();
  const money = (value: number) => formatMoney(value, currencySymbol);
  const [only] = withdrawals;
  const send = () => confirm.mutate(all || !only ? { action: 'allReceived' } : { action: 'received', orderId: only.orderId }, { onSuccess: onClose });
  return (
    <Dialog title={all ? t`Confirm all received?` : t`Confirm receipt?`} size="sm" onClose={onClose}>
      <ul className="receipt-confirm">
        {withdrawals.map((withdrawal) => (
          <li key={withdrawal.orderId}>
            <dl className="withdrawal__figures withdrawal__figures--three">
              <div>
                <dt>
                  <Trans>Amount</Trans>
                </dt>
                <dd>{money(withdrawal.amount)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Received amount</Trans>
                </dt>
                <dd>{money(withdrawal.receivedAmount)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Remaining amount</Trans>
                </dt>
                <dd>{money(withdrawal.remainingAmount)}</dd>
              </div>
            </dl>
            <p className="money-card__muted">
              {withdrawal.bankName} {withdrawal.accountNumberMasked} · {withdrawal.orderId}
            </p>
          </li>
        ))}
      </ul>
      <p className="money-note money-note--warning" role="note">
        <Trans>Confirm only money that has arrived in your account. A confirmed receipt is final and is not refunded.</Trans>
      </p>
      {confirm.error ? <FormError error={confirm.error} describe={describeMoneyError} /> : null}
      <div className="dialog-actions receipt-confirm__actions">
        <Button onClick={onClose} disabled={confirm.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="primary" pending={confirm.isPending} onClick={send}>
          {all ? <Trans>Yes, all received</Trans> : <Trans>Yes, received</Trans>}
        </Button>
      </div>
    </Dialog>
  );
}
