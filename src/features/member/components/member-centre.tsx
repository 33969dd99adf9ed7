import { Trans, useLingui } from '@lingui/react/macro';
import { useMemberInfo } from '@/features/auth';
import { formatMoney } from '@/lib/money';
import { QueryState } from '@/ui/query-state';
import { useWalletBalance } from '../api/use-wallet';
import { SecurityActions } from './security-actions';
import { TransferForm } from './transfer-form';
import './member-centre.css';

/** /member: account summary and the wallet (the other centre pages come with their own work). */
export function MemberCentre({ page }: { page?: string }) {
  const { t } = useLingui();
  const member = useMemberInfo();
  const balance = useWalletBalance();
  return (
    <div className="member-centre" data-page={page ?? 'securityCenter'}>
      <h1>
        <Trans>Member centre</Trans>
      </h1>
      <QueryState query={member} label={t`My account`}>
        {({ account, nickname = account }) => (
          <div className="member-centre__account">
            <p>
              <Trans>
                Account {account} · {nickname}
              </Trans>
            </p>
            <SecurityActions />
          </div>
        )}
      </QueryState>
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
