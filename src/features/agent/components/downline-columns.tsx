import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { TeamAccount } from '@generated/model';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { columnsFor, DateTimeCell, MoneyCell } from '@/ui/data-table';
import { Icon } from '@/ui/icon';

const col = columnsFor<TeamAccount>();
const AGENT_TYPES = new Set([1, 2, 41, 42]);

type Actions = {
  onDrill: (account: TeamAccount) => void;
  onTransfer: (account: TeamAccount) => void;
  onOffer: (account: TeamAccount) => void;
};

/** The team table's columns (the server sorts by the accessor's field name). */
export function useDownlineColumns({ onDrill, onTransfer, onOffer }: Actions) {
  const { t } = useLingui();
  return useMemo(
    () =>
      col.columns([
        col.accessor('account', {
          header: t`Account`,
          cell: (info) => {
            const row = info.row.original;
            const account = row.account;
            return row.downlineCount > 0 ? (
              <button type="button" className="downlines__drill" onClick={() => onDrill(row)} aria-label={t`Open the team of ${account}`}>
                <span>{row.account}</span>
                <Icon name="chevron-right" size={14} />
              </button>
            ) : (
              <span className="downlines__account">{row.account}</span>
            );
          },
        }),
        col.accessor('type', {
          header: t`Type`,
          meta: { priority: 'secondary' },
          cell: (info) => (AGENT_TYPES.has(info.getValue()) ? <Badge tone="primary">{t`Agent`}</Badge> : <Badge>{t`Player`}</Badge>),
        }),
        col.accessor('level', {
          header: t({ message: 'Level', comment: 'Column: how many levels below the agent the account is (1 = direct)' }),
          meta: { align: 'end', priority: 'secondary' },
        }),
        col.accessor('downlineCount', {
          header: t({ message: 'Team', comment: 'Column: how many accounts are directly below this one' }),
          meta: { align: 'end', priority: 'secondary' },
        }),
        col.accessor('balance', { header: t`Balance`, meta: { align: 'end' }, cell: (info) => <MoneyCell value={info.getValue()} /> }),
        col.accessor('registeredAt', { header: t`Registered`, meta: { priority: 'secondary' }, cell: (info) => <DateTimeCell value={info.getValue()} /> }),
        col.accessor('lastLoginAt', {
          header: t`Last login`,
          meta: { priority: 'secondary' },
          cell: (info) => (info.getValue() ? <DateTimeCell value={info.getValue()} /> : <span className="data-table__muted">{t`Never`}</span>),
        }),
        col.accessor('status', {
          header: t`Status`,
          cell: (info) => (info.getValue() === 'active' ? <Badge tone="success">{t`Active`}</Badge> : <Badge tone="danger">{t`Frozen`}</Badge>),
        }),
        col.display({
          id: 'actions',
          header: () => <span className="visually-hidden">{t`Actions`}</span>,
          cell: (info) => {
            const row = info.row.original;
            const account = row.account;
            return (
              <span className="downlines__actions">
                <Button size="sm" onClick={() => onTransfer(row)} aria-label={t`Transfer to ${account}`} disabled={row.status !== 'active'}>
                  <Icon name="deposit" size={14} />
                  <span className="downlines__action-label">{t`Transfer`}</span>
                </Button>
                {row.level === 1 ? (
                  <Button size="sm" onClick={() => onOffer(row)} aria-label={t`Offer a contract to ${account}`}>
                    <Icon name="receipt" size={14} />
                    <span className="downlines__action-label">
                      {t({ message: 'Contract', comment: 'Button in a team row: offer a contract to this downline' })}
                    </span>
                  </Button>
                ) : null}
              </span>
            );
          },
        }),
      ]),
    [t, onDrill, onTransfer, onOffer],
  );
}
