import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { walletBalanceQueryOptions } from '@/api/queries';
import { useSession } from '@/api/use-session';
import { formatMoney } from '@/lib/format';
import { buttonClass } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { useViewer } from '../hooks/use-viewer';
import './game-screen.css';

/**
 * The thin bar of a game on a phone (issue 27): the balance, Deposit (for a
 * trial user "Play for real", to register), and Exit back to where the player was.
 */
export function GameBar({ title, onExit }: { title: string; onExit: () => void }) {
  const { t } = useLingui();
  const { isLogin, isTrial } = useViewer();
  const current = useSession();
  const balance = useQuery({ ...walletBalanceQueryOptions(), enabled: !!current?.token });
  const amount = balance.data?.balance === undefined ? '…' : formatMoney(balance.data.balance, balance.data.currencySymbol ?? '');
  return (
    <div className="game-bar" role="toolbar" aria-label={t`Game: ${title}`}>
      <button type="button" className={buttonClass({ variant: 'ghost', size: 'sm' }, 'game-bar__exit')} onClick={onExit}>
        <Icon name="chevron-left" size={18} />
        <Trans>Exit</Trans>
      </button>
      {isLogin ? (
        <output className="game-bar__balance" aria-label={t`Balance`}>
          <Icon name="wallet" size={16} />
          {amount}
        </output>
      ) : null}
      {isTrial ? (
        <Link to="/register" className={buttonClass({ variant: 'primary', size: 'sm' }, 'game-bar__cta')} onClick={onExit}>
          <Trans>Play for real</Trans>
        </Link>
      ) : isLogin ? (
        <Link to="/member/deposit" className={buttonClass({ variant: 'primary', size: 'sm' }, 'game-bar__cta')} onClick={onExit}>
          <Icon name="deposit" size={16} />
          <Trans>Deposit</Trans>
        </Link>
      ) : null}
    </div>
  );
}
