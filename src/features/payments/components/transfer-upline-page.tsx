import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Upline } from '@generated/model';
import { formatMoney } from '@/lib/money';
import { buttonClass } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { FormShell, useAppForm } from '@/ui/form';
import { PageHeader } from '@/ui/page-header';
import { PasswordField } from '@/ui/password-field';
import { QueryState } from '@/ui/query-state';
import { TextField } from '@/ui/text-field';
import { profileQueryOptions, uplineQueryOptions } from '../api/payments-queries';
import { useTransferToUpline } from '../api/use-payments';
import { walletBalanceQueryOptions } from '@/api/queries';
import { describeMoneyError } from '../logic/money-errors';
import { uplineTransferSchema } from '../logic/withdraw-schema';
import '@/ui/money-pages.css';

function UplineAccount({ account }: { account: string }) {
  return (
    <p className="money-card__muted">
      <Trans>Upline agent {account}</Trans>
    </p>
  );
}

function UplineForm({ upline, balance, symbol }: { upline: Upline; balance: number; symbol: string }) {
  const { t } = useLingui();
  const schema = useMemo(() => uplineTransferSchema(balance, symbol), [balance, symbol]);
  const form = useAppForm(schema, { amount: '', remark: '', paymentPassword: '' });
  const mutation = useTransferToUpline();
  const done = mutation.data;
  const agent = upline.account;
  const sent = done ? formatMoney(done.amount, symbol) : '';
  const reference = done?.reference ?? '';
  const mainWallet = formatMoney(balance, symbol);
  return (
    <FormShell
      form={form}
      mutation={mutation}
      describeError={describeMoneyError}
      submitLabel={<Trans>Transfer to {agent}</Trans>}
      pendingLabel={<Trans>Transferring…</Trans>}
      onSubmit={(values) =>
        mutation.mutateAsync(
          { amount: Number(values.amount), paymentPassword: values.paymentPassword, ...(values.remark ? { remark: values.remark } : {}) },
          { onSuccess: () => form.reset({ amount: '', remark: '', paymentPassword: '' }) },
        )
      }
    >
      <TextField name="amount" label={t`Amount`} inputMode="decimal" autoComplete="off" placeholder="0.00" hint={t`Main wallet: ${mainWallet}`} />
      <TextField name="remark" label={t`Remark (optional)`} autoComplete="off" maxLength={140} />
      <PasswordField name="paymentPassword" label={t`Payment password`} autoComplete="off" inputMode="numeric" maxLength={6} />
      {done && !mutation.isPending ? (
        <p className="form__success" role="status">
          <Trans>
            {sent} sent to {agent}. Reference {reference}.
          </Trans>
        </p>
      ) : null}
    </FormShell>
  );
}

/** transferUpline (SPEC 2, 6): money from the main wallet to the member's upline agent, with the payment password. */
export function TransferUplinePage() {
  const { t } = useLingui();
  const upline = useQuery(uplineQueryOptions());
  const balance = useQuery(walletBalanceQueryOptions());
  const profile = useQuery(profileQueryOptions());
  return (
    <div className="money-page">
      <PageHeader title={<Trans>Transfer to upline</Trans>} description={<Trans>Send money from your main wallet to your upline agent.</Trans>} />
      <section className="money-card money-card--narrow" aria-labelledby="upline-title">
        <QueryState query={upline} label={t`Upline agent`}>
          {(agent) =>
            agent === null ? (
              <EmptyState icon="users" title={<Trans>You have no upline agent</Trans>} text={<Trans>Transfers go only to the agent who invited you.</Trans>} />
            ) : (
              <>
                <div className="upline">
                  <span className="profile-card__avatar" aria-hidden="true">
                    {agent.nickname.slice(0, 1).toUpperCase()}
                  </span>
                  <div>
                    <h2 id="upline-title" className="money-card__title">
                      {agent.nickname}
                    </h2>
                    <UplineAccount account={agent.account} />
                  </div>
                </div>
                {profile.data && !profile.data.paymentPasswordSet ? (
                  <EmptyState
                    icon="lock"
                    title={<Trans>Set a payment password first</Trans>}
                    action={
                      <Link to="/member/security-center" className={buttonClass({ variant: 'primary' })}>
                        <Trans>Go to the security centre</Trans>
                      </Link>
                    }
                  />
                ) : (
                  <QueryState query={balance} label={t`Balance`}>
                    {(wallet) => <UplineForm upline={agent} balance={wallet.balance} symbol={wallet.currencySymbol ?? ''} />}
                  </QueryState>
                )}
              </>
            )
          }
        </QueryState>
      </section>
    </div>
  );
}
