import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ProfitLossRow } from '@generated/model';
import { columnsFor, MoneyCell } from '@/ui/data-table';
import { useGameTypeLabels } from '@/ui/game-type-label';
import { formatCount } from '@/lib/format';
import './records.css';

const col = columnsFor<ProfitLossRow>();

/** Profit and loss by game type (the server sorts by any figure). */
export function useProfitLossColumns() {
  const { t } = useLingui();
  const gameType = useGameTypeLabels();
  return useMemo(
    () =>
      col.columns([
        col.accessor('gameType', { header: t`Game type`, enableSorting: false, cell: (info) => gameType(info.getValue()) }),
        col.accessor('betCount', {
          header: t({ message: 'Bets', comment: 'Column: the number of bets' }),
          meta: { align: 'end', priority: 'secondary' },
          cell: (info) => formatCount(info.getValue()),
        }),
        col.accessor('betAmount', { header: t`Total bet`, meta: { align: 'end' }, cell: (info) => <MoneyCell value={info.getValue()} /> }),
        col.accessor('validBet', {
          header: t`Valid bet`,
          meta: { align: 'end', priority: 'secondary' },
          cell: (info) => <MoneyCell value={info.getValue()} />,
        }),
        col.accessor('winLoss', { header: t`Win/loss`, meta: { align: 'end', card: 'amount' }, cell: (info) => <MoneyCell value={info.getValue()} signed /> }),
      ]),
    [t, gameType],
  );
}
