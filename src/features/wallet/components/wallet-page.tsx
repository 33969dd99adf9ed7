import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { WalletBalance } from '@generated/model';
import { permissionQueryOptions } from '@/api/queries';
import { unwrap } from '@/api/query-options';
import { formatMoney } from '@/lib/money';
import { Button } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { PageHeader } from '@/ui/page-header';
import { QueryState } from '@/ui/query-state';
import { toast } from '@/ui/toast';
import { useRecallWallets, useWalletBalance } from '../api/use-wallet';
import { ConsolidatedFunds } from './consolidated-funds';
import { TransferForm, type TransferPreset } from './transfer-form';
import '@/ui/money-pages.css';
import './wallet-page.css';

const MAIN = 'MAIN';

/** AGENTPOLICY3: the whitelabel flag that brings the consolidated funds. */
function useAgentPolicy(): boolean {
  const permission = useQuery({
    ...permissionQueryOptions(),
    select: (response) => unwrap(response).whitelabel?.some((flag) => flag.modId === 'AGENTPOLICY3' && flag.enabled) === true,
  });
  return permission.data === true;
}

function Wallets({ wallet }: { wallet: WalletBalance }) {
  const { t } = useLingui();
  const [preset, setPreset] = useState<TransferPreset>();
  // The main wallet goes by the site's own name, in the player's language (the server's name is in one language).
  const mainName = t`Main wallet`;
  const wallets = (wallet.wallets ?? [{ code: MAIN, balance: wallet.balance }]).map((entry) => (entry.code === MAIN ? { ...entry, name: mainName } : entry));
  const main = wallets.find((entry) => entry.code === MAIN);
  const vendors = wallets.filter((entry) => entry.code !== MAIN);
  const symbol = wallet.currencySymbol ?? '';
  const choose = (from: string, to: string) => setPreset((previous) => ({ from, to, key: (previous?.key ?? 0) + 1 }));
  return (
    <div className="wallet-layout">
      <div className="wallet-layout__main">
        <section className="money-hero" aria-labelledby="main-wallet-title">
          <span id="main-wallet-title" className="money-hero__label">
            <Icon name="wallet" size={18} />
            <Trans>Main wallet</Trans>
          </span>
          <strong className="money-hero__amount" data-testid="wallet-MAIN">
            {formatMoney(main?.balance ?? wallet.balance, symbol)}
          </strong>
          <span className="money-hero__hint">
            <Trans>Deposits, withdrawals and transfers to the upline use the main wallet.</Trans>
          </span>
        </section>
        <section aria-labelledby="game-wallets-title">
          <h2 id="game-wallets-title" className="money-section-title">
            <Trans>Game wallets</Trans>
          </h2>
          <ul className="wallet-grid">
            {vendors.map((entry) => {
              const name = entry.name ?? entry.code;
              return (
                <li key={entry.code} className="wallet-tile" aria-label={name}>
                  <span className="wallet-tile__name">{name}</span>
                  <strong className="wallet-tile__balance" data-testid={`wallet-${entry.code}`}>
                    {formatMoney(entry.balance, symbol)}
                  </strong>
                  <span className="wallet-tile__actions">
                    <Button size="sm" onClick={() => choose(MAIN, entry.code)} aria-label={t`Transfer in to ${name}`}>
                      <Trans>In</Trans>
                    </Button>
                    <Button size="sm" disabled={entry.balance <= 0} onClick={() => choose(entry.code, MAIN)} aria-label={t`Transfer out of ${name}`}>
                      <Trans>Out</Trans>
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      </div>
      <aside className="wallet-layout__side">
        <section className="money-card">
          <TransferForm wallets={wallets} currencySymbol={symbol} preset={preset} />
        </section>
      </aside>
    </div>
  );
}

/** transferFund (SPEC 2): the main and every vendor wallet, transfers in and out, all back to main, refresh; consolidated funds with AGENTPOLICY3. */
export function WalletPage() {
  const { t } = useLingui();
  const balance = useWalletBalance();
  const recall = useRecallWallets();
  const agentPolicy = useAgentPolicy();
  return (
    <div className="money-page">
      <PageHeader
        title={<Trans>Wallet</Trans>}
        description={<Trans>Move money between your main wallet and the game wallets.</Trans>}
        actions={
          <>
            <Button onClick={() => void balance.refetch()} pending={balance.isFetching} aria-label={t`Refresh balances`}>
              <Icon name="refresh" size={18} />
              <span className="money-hide-narrow">
                <Trans>Refresh</Trans>
              </span>
            </Button>
            <Button
              variant="primary"
              pending={recall.isPending}
              onClick={() =>
                recall.mutate(undefined, {
                  onSuccess: ({ recalled }) => {
                    const amount = formatMoney(recalled, balance.data?.currencySymbol);
                    toast(recalled > 0 ? t`${amount} is back in the main wallet.` : t`The game wallets are already empty.`, 'success');
                  },
                  onError: () => toast(t`The wallets could not be emptied. Please try again.`, 'error'),
                })
              }
            >
              <Trans>All back to main</Trans>
            </Button>
          </>
        }
      />
      {agentPolicy ? <ConsolidatedFunds /> : null}
      <QueryState query={balance} label={t`Wallet`}>
        {(wallet) => <Wallets wallet={wallet} />}
      </QueryState>
    </div>
  );
}
