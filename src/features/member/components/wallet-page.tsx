import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@/lib/money';
import { QueryState } from '@/ui/query-state';
import { useWalletBalance } from '../api/use-wallet';
import { TransferForm } from './transfer-form';

/** transferFund (SPEC 2): the main and vendor wallets and moving money between them. */
export function WalletPage() {
  const { t } = useLingui();
  const balance = useWalletBalance();
  return (
    <div className="member-centre">
      <h1>
        <Trans>Wallet</Trans>
      </h1>
      <QueryState query={balance} label={t`Wallet`}>
        {(wallet) => (
          <div className="member-centre__wallet">
            <section aria-labelledby="wallets-title" className="member-centre__card">
              <h2 id="wallets-title">
                <Trans>Wallets</Trans>
              </h2>
              <ul className="member-centre__wallets">
                {(wallet.wallets ?? []).map((entry) => (
                  <li key={entry.code}>
                    <span>{entry.name ?? entry.code}</span>
                    <strong data-testid={`wallet-${entry.code}`}>{formatMoney(entry.balance, wallet.currencySymbol)}</strong>
                  </li>
                ))}
              </ul>
            </section>
            <section className="member-centre__card">
              <TransferForm wallets={wallet.wallets ?? []} />
            </section>
          </div>
        )}
      </QueryState>
    </div>
  );
}
