import { useLingui } from '@lingui/react/macro';
import type { TeamAccount } from '@generated/model';
import { Button } from '@/ui/button';
import { Icon } from '@/ui/icon';
import './agent-page.css';
import './downline-actions.css';

export type DownlineActionHandlers = {
  onTransfer: (account: TeamAccount) => void;
  onOffer: (account: TeamAccount) => void;
};

/**
 * A team row's actions, each an icon with its word (issue 27): transfer
 * money (a frozen account cannot receive it) and, to a direct downline,
 * offer a contract. The accessible name adds the account to the visible word.
 */
export function DownlineActions({ account: row, onTransfer, onOffer }: DownlineActionHandlers & { account: TeamAccount }) {
  const { t } = useLingui();
  const account = row.account;
  return (
    <span className="downlines__actions">
      <Button size="sm" onClick={() => onTransfer(row)} aria-label={t`Transfer to ${account}`} disabled={row.status !== 'active'}>
        <Icon name="coins" size={14} />
        <span className="downlines__action-label">{t`Transfer`}</span>
      </Button>
      {row.level === 1 ? (
        <Button size="sm" onClick={() => onOffer(row)} aria-label={t`Offer a contract to ${account}`}>
          <Icon name="receipt" size={14} />
          <span className="downlines__action-label">{t({ message: 'Contract', comment: 'Button in a team row: offer a contract to this downline' })}</span>
        </Button>
      ) : null}
    </span>
  );
}
