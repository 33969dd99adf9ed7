import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatMoney } from '@/lib/money';
import { buttonClass } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { QueryState } from '@/ui/query-state';
import { bankAccountsQueryOptions, withdrawSettingsQueryOptions } from '../api/payments-queries';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';
import '@/ui/money-pages.css';
import './withdraw-page.css';

/** withdraw (SPEC 2, 4): to a bound bank account, within the limits and the withdrawable balance, with the payment password; then the confirmation step. */
export function WithdrawPage() {
  const { t } = useLingui();
  const settings = useQuery(withdrawSettingsQueryOptions());
  const accounts = useQuery(bankAccountsQueryOptions());
  const setUp = (
    <Link to="/member/security-center" className={buttonClass({ variant: 'primary' })}>
      <Trans>Go to the security centre</Trans>
    </Link>
  );
  return (
    <div className="money-page">
      <PageHeader title={<Trans>Withdraw</Trans>} description={<Trans>Money from your main wallet to your bank account.</Trans>} />
      <QueryState query={settings} label={t`Withdrawal settings`}>
        {(data) => {
          const symbol = data.currencySymbol;
          return (
            <div className="withdraw-layout">
              <section className="money-hero" aria-labelledby="withdrawable-title">
                <span id="withdrawable-title" className="money-hero__label">
                  <Trans>Withdrawable</Trans>
                </span>
                <strong className="money-hero__amount" data-testid="withdrawable">
                  {formatMoney(data.withdrawable, symbol)}
                </strong>
                <dl className="money-hero__facts">
                  <div>
                    <dt>
                      <Trans>Main wallet</Trans>
                    </dt>
                    <dd>{formatMoney(data.balance, symbol)}</dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>Locked by bonus turnover</Trans>
                    </dt>
                    <dd>{formatMoney(data.lockedAmount, symbol)}</dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>Per withdrawal</Trans>
                    </dt>
                    <dd>
                      {formatMoney(data.min, symbol)} – {formatMoney(data.max, symbol)}
                    </dd>
                  </div>
                </dl>
              </section>
              <section className="money-card" aria-labelledby="withdraw-title">
                <h2 id="withdraw-title" className="money-card__title">
                  <Trans>New withdrawal</Trans>
                </h2>
                {!data.paymentPasswordSet ? (
                  <EmptyState
                    icon="lock"
                    title={<Trans>Set a payment password first</Trans>}
                    text={<Trans>Withdrawals are confirmed with your payment password.</Trans>}
                    action={setUp}
                  />
                ) : (
                  <QueryState query={accounts} label={t`Bank accounts`}>
                    {({ list }) =>
                      list.length === 0 ? (
                        <EmptyState
                          icon="bank"
                          title={<Trans>Add a bank account first</Trans>}
                          text={<Trans>Withdrawals are paid to a bank account in your name.</Trans>}
                          action={setUp}
                        />
                      ) : (
                        <WithdrawForm settings={data} accounts={list} />
                      )
                    }
                  </QueryState>
                )}
              </section>
              <WithdrawalList autoReceiptMinutes={data.autoReceiptMinutes} currencySymbol={symbol} />
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}
