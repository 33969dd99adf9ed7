import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { SessionData } from '@/api/session';
import { CountBadge } from '@/ui/badge';
import { Icon } from '@/ui/icon';
import { iconButtonClass } from '@/ui/icon-button';
import { useUnreadCount } from '../api/use-member-bar';
import { AccountMenu } from './account-menu';
import { BalanceDisplay } from './balance-display';
import { buttonClass } from '@/ui/button';
import './member-bar.css';

/**
 * Logged in: balance, withdraw and deposit, messages and the account menu.
 * Balance and unread count load with the bar (no unread call for a trial user).
 * On a phone the money (balance and a labelled Deposit) is a row of its own
 * under the top row, so nothing is dropped for width.
 */
export function MemberBar({ session }: { session: SessionData }) {
  const { t } = useLingui();
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  return (
    <div className="member-bar">
      <div className="member-bar__money">
        <BalanceDisplay />
        <Link to="/member/withdraw" className={buttonClass({ variant: 'ghost' }, 'member-bar__cash')} aria-label={t`Withdraw`}>
          <Icon name="withdraw" size={18} />
          <span className="member-bar__cash-label">
            <Trans>Withdraw</Trans>
          </span>
        </Link>
        <Link to="/member/deposit" className={buttonClass({ variant: 'primary' }, 'member-bar__cash')} aria-label={t`Deposit`}>
          <Icon name="deposit" size={18} />
          <span className="member-bar__cash-label">
            <Trans>Deposit</Trans>
          </span>
        </Link>
      </div>
      <div className="member-bar__account">
        {session.isTrial ? null : (
          <Link to="/member/messages" className={iconButtonClass('member-bar__messages')} aria-label={count > 0 ? t`Messages, ${count} unread` : t`Messages`}>
            <Icon name="mail" />
            <CountBadge count={count} />
          </Link>
        )}
        <AccountMenu session={session} />
      </div>
    </div>
  );
}
