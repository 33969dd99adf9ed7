import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { BetRecord } from '@generated/model';
import { columnsFor, DateTimeCell, MoneyCell } from '@/ui/data-table';
import { useGameTypeLabels } from '@/ui/game-type-label';
import { useBetStatusLabel } from '../logic/bet-status';
import './records.css';

const col = columnsFor<BetRecord>();

/** The betting record's columns (the server sorts by the accessor's field name). */
export function useBettingRecordColumns() {
  const { t } = useLingui();
  const gameType = useGameTypeLabels();
  const status = useBetStatusLabel();
  return useMemo(
    () =>
      col.columns([
        col.accessor('ticketId', { header: t`Ticket`, enableSorting: false, meta: { card: 'detail' } }),
        col.accessor('betTime', {
          header: t`Bet time`,
          meta: { priority: 'secondary', card: 'fact' },
          cell: (info) => <DateTimeCell value={info.getValue()} />,
        }),
        col.accessor('gameName', {
          header: t`Game`,
          enableSorting: false,
          meta: { card: 'title' },
          cell: (info) => (
            <span className="record-game">
              <span>{info.getValue()}</span>
              <small>
                {gameType(info.row.original.gameType)} · {info.row.original.vendor}
              </small>
            </span>
          ),
        }),
        col.accessor('betAmount', { header: t`Bet`, meta: { align: 'end' }, cell: (info) => <MoneyCell value={info.getValue()} /> }),
        col.accessor('validBet', {
          header: t`Valid bet`,
          meta: { align: 'end', priority: 'secondary' },
          cell: (info) => <MoneyCell value={info.getValue()} />,
        }),
        col.accessor('winLoss', { header: t`Win/loss`, meta: { align: 'end', card: 'amount' }, cell: (info) => <MoneyCell value={info.getValue()} signed /> }),
        col.accessor('status', {
          header: t`Status`,
          enableSorting: false,
          meta: { priority: 'secondary', card: 'status' },
          cell: (info) => status(info.getValue()),
        }),
      ]),
    [t, gameType, status],
  );
}
