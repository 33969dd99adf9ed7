import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { isAgentType } from '@/api/member-types';
import type { TeamAccount } from '@generated/model';
import { useMediaQuery } from '@/lib/use-media-query';
import { Badge } from '@/ui/badge';
import { PHONE_QUERY } from '@/ui/breakpoints';
import { columnsFor, DateTimeCell, MoneyCell } from '@/ui/data-table';
import { Icon } from '@/ui/icon';
import { DownlineActions, type DownlineActionHandlers } from './downline-actions';
import './agent-page.css';
import './downline-columns.css';

const col = columnsFor<TeamAccount>();

type Handlers = DownlineActionHandlers & { onDrill: (account: TeamAccount) => void };

/**
 * The team table's columns (the server sorts by the accessor's field name).
 * A row's actions are worded buttons (issue 27: a bare tray icon read as
 * "download"). On a phone, where the table draws cards (ADR 0027), the
 * account cell carries them under the name: the card reads account and
 * actions, then balance and status beside them.
 */
export function useDownlineColumns({ onDrill, onTransfer, onOffer }: Handlers) {
  const { t } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY, false);
  return useMemo(() => {
    const status = col.accessor('status', {
      header: t`Status`,
      meta: { card: 'status' },
      cell: (info) => (info.getValue() === 'active' ? <Badge tone="success">{t`Active`}</Badge> : <Badge tone="danger">{t`Frozen`}</Badge>),
    });
    const actions = col.display({
      id: 'actions',
      header: () => <span className="visually-hidden">{t`Actions`}</span>,
      cell: (info) => <DownlineActions account={info.row.original} onTransfer={onTransfer} onOffer={onOffer} />,
    });
    return col.columns([
      col.accessor('account', {
        header: t`Account`,
        cell: (info) => {
          const row = info.row.original;
          const account = row.account;
          const name =
            row.downlineCount > 0 ? (
              <button type="button" className="downlines__drill" onClick={() => onDrill(row)} aria-label={t`Open the team of ${account}`}>
                <span>{row.account}</span>
                <Icon name="chevron-right" size={14} />
              </button>
            ) : (
              <span className="downlines__account">{row.account}</span>
            );
          if (!phone) return name;
          return (
            <div className="downlines__who">
              <span className="downlines__name">{name}</span>
              <DownlineActions account={row} onTransfer={onTransfer} onOffer={onOffer} />
            </div>
          );
        },
      }),
      col.accessor('type', {
        header: t`Type`,
        meta: { priority: 'secondary' },
        cell: (info) => (isAgentType(info.getValue()) ? <Badge tone="primary">{t`Agent`}</Badge> : <Badge>{t`Player`}</Badge>),
      }),
      col.accessor('level', {
        header: t({ message: 'Level', comment: 'Column: how many levels below the agent the account is (1 = direct)' }),
        meta: { align: 'end', priority: 'secondary' },
      }),
      col.accessor('downlineCount', {
        header: t({ message: 'Team', comment: 'Column: how many accounts are directly below this one' }),
        meta: { align: 'end', priority: 'secondary' },
      }),
      col.accessor('balance', { header: t`Balance`, meta: { align: 'end', card: 'amount' }, cell: (info) => <MoneyCell value={info.getValue()} /> }),
      col.accessor('registeredAt', { header: t`Registered`, meta: { priority: 'secondary' }, cell: (info) => <DateTimeCell value={info.getValue()} /> }),
      col.accessor('lastLoginAt', {
        header: t`Last login`,
        meta: { priority: 'secondary' },
        cell: (info) => (info.getValue() ? <DateTimeCell value={info.getValue()} /> : <span className="data-table__muted">{t`Never`}</span>),
      }),
      status,
      // On a phone the account cell holds the actions.
      ...(phone ? [] : [actions]),
    ]);
  }, [t, phone, onDrill, onTransfer, onOffer]);
}
