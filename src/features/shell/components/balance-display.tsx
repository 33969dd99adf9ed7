import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatMoney } from '@/lib/format';
import { BalanceFailed } from '@/ui/balance-failed';
import { Icon } from '@/ui/icon';
import { useBalance } from '../api/use-member-bar';
import { balanceText } from '../logic/member-menu';
import './balance-display.css';

const HIDDEN_KEY = 'balance-hidden';

function storedHidden(): boolean {
  try {
    return localStorage.getItem(HIDDEN_KEY) === '1';
  } catch {
    return false;
  }
}

/** Currency symbol and balance with two decimals, hideable as stars, with a refresh button. */
export function BalanceDisplay() {
  const { t } = useLingui();
  const balance = useBalance();
  const [hidden, setHidden] = useState(storedHidden);
  const toggle = () =>
    setHidden((value) => {
      try {
        localStorage.setItem(HIDDEN_KEY, value ? '0' : '1');
      } catch {
        // private mode: the choice lasts for this page only
      }
      return !value;
    });
  // A refresh that fails after a good answer keeps the last balance (TanStack keeps `data`): only no balance at all is a failure.
  if (balance.isError && balance.data === undefined) return <BalanceFailed retrying={balance.isFetching} onRetry={() => void balance.refetch()} />;
  const text = balanceText(balance.data?.balance, balance.data?.currencySymbol, hidden, formatMoney);
  return (
    <div className="balance">
      <Icon name="wallet" size={18} className="balance__icon" />
      <output className="balance__amount" aria-label={t`Balance`} aria-live="off" aria-busy={balance.isFetching}>
        {text}
      </output>
      <button type="button" className="balance__button" aria-label={t`Hide balance`} aria-pressed={hidden} onClick={toggle}>
        <Icon name={hidden ? 'eye-off' : 'eye'} size={16} />
      </button>
      <button
        type="button"
        className="balance__button"
        aria-label={t`Refresh balance`}
        disabled={balance.isFetching}
        data-spinning={balance.isFetching}
        onClick={() => void balance.refetch()}
      >
        <Icon name="refresh" size={16} />
      </button>
    </div>
  );
}
