import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { TeamAccount } from '@generated/model';
import { walletBalanceQueryOptions } from '@/api/queries';
import { formatMoney } from '@/lib/money';
import { Dialog } from '@/ui/dialog';
import { FormShell, useAppForm } from '@/ui/form';
import { PasswordField } from '@/ui/password-field';
import { QueryState } from '@/ui/query-state';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast';
import { useTransferToDownline } from '../api/team';
import { agentFailureMessage } from '../logic/agent-errors';
import { downlineTransferSchema } from '../logic/transfer-schema';
import './agent-page.css';
import './transfer-dialog.css';

/**
 * A transfer to a downline (SPEC 6), confirmed with the payment password.
 * Opened from a row the receiver is fixed; opened from the page header the
 * agent types the account, which is checked against the team before anything
 * is sent. More than the balance is refused on the spot.
 */
export function TransferDialog({ account, onClose }: { account?: TeamAccount; onClose: () => void }) {
  const { t } = useLingui();
  const wallet = useQuery(walletBalanceQueryOptions());
  return (
    <Dialog title={t`Transfer to a downline`} onClose={onClose} size="sm" initialFocus="input[name='amount']">
      <QueryState query={wallet} label={t`Your balance`}>
        {(balance) => <TransferForm account={account} balance={balance.balance} currency={balance.currencySymbol ?? ''} onDone={onClose} />}
      </QueryState>
    </Dialog>
  );
}

function TransferForm({ account, balance, currency, onDone }: { account?: TeamAccount; balance: number; currency: string; onDone: () => void }) {
  const { t } = useLingui();
  const schema = useMemo(() => downlineTransferSchema(balance), [balance]);
  const form = useAppForm(schema, { downlineAccount: account?.account ?? '', amount: '', paymentPassword: '', remark: '' });
  const transfer = useTransferToDownline();
  return (
    <FormShell
      form={form}
      mutation={transfer}
      describeError={agentFailureMessage}
      submitLabel={<Trans>Transfer</Trans>}
      pendingLabel={<Trans>Transferring…</Trans>}
      onSubmit={(values) =>
        transfer.mutateAsync(
          {
            downlineAccount: values.downlineAccount,
            amount: Number(values.amount),
            paymentPassword: values.paymentPassword,
            ...(values.remark ? { remark: values.remark } : {}),
            checkTeam: !account,
          },
          {
            onSuccess: (result) => {
              const amount = formatMoney(result.amount, currency);
              const receiver = result.downlineAccount;
              toast(t`${amount} sent to ${receiver}.`, 'success');
              onDone();
            },
          },
        )
      }
    >
      <dl className="transfer-facts">
        <div>
          <dt>{t`Your balance`}</dt>
          <dd data-testid="transfer-balance">{formatMoney(balance, currency)}</dd>
        </div>
        {account ? (
          <div>
            <dt>{t`Their balance`}</dt>
            <dd>{formatMoney(account.balance, currency)}</dd>
          </div>
        ) : null}
      </dl>
      <TextField name="downlineAccount" label={t`Downline account`} readOnly={!!account} autoComplete="off" autoCapitalize="none" spellCheck={false} />
      <TextField name="amount" label={t`Amount`} inputMode="decimal" autoComplete="off" />
      <PasswordField name="paymentPassword" label={t`Payment password`} autoComplete="off" inputMode="numeric" maxLength={6} />
      <TextField name="remark" label={t`Remark (optional)`} maxLength={140} autoComplete="off" />
    </FormShell>
  );
}
