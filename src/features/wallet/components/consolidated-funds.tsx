import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useWalletBalance } from '../api/use-wallet';
import { consolidatedFundsQueryOptions } from '@/api/queries';
import { formatMoney } from '@/lib/money';
import { QueryState } from '@/ui/query-state';
import '@/ui/money-pages.css';
import './consolidated-funds.css';

/** Consolidated funds (AGENTPOLICY3): the main wallet, the game wallets and the withdrawals held, together. */
export function ConsolidatedFunds() {
  const { t } = useLingui();
  const funds = useQuery(consolidatedFundsQueryOptions());
  const symbol = useWalletBalance().data?.currencySymbol ?? '';
  return (
    <section className="money-card money-card--funds" aria-labelledby="funds-title">
      <QueryState query={funds} label={t`Consolidated funds`}>
        {(data) =>
          data.totalBalance === undefined ? null : (
            <dl className="funds">
              <div className="funds__total">
                <dt id="funds-title">
                  <Trans>Consolidated funds</Trans>
                </dt>
                <dd data-testid="funds-total">{formatMoney(data.totalBalance, symbol)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Main wallet</Trans>
                </dt>
                <dd>{formatMoney(data.mainBalance ?? 0, symbol)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Game wallets</Trans>
                </dt>
                <dd>{formatMoney(data.vendorBalance ?? 0, symbol)}</dd>
              </div>
              <div>
                <dt>
                  <Trans>Held for withdrawal</Trans>
                </dt>
                <dd>{formatMoney(data.heldBalance ?? 0, symbol)}</dd>
              </div>
            </dl>
          )
        }
      </QueryState>
    </section>
  );
}
