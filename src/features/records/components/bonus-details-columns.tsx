import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { BonusRecord } from '@generated/model';
import { columnsFor, DateTimeCell, MoneyCell } from '@/ui/data-table';
import { BonusStatusBadge, RecordTypeLabel } from './record-badges';
import { TurnoverMeter } from './turnover-meter';

const col = columnsFor<BonusRecord>();

/** Bonus details' columns (the server sorts by time and amount). */
export function useBonusDetailsColumns() {
  const { t } = useLingui();
  return useMemo(
    () =>
      col.columns([
        col.accessor('promotionName', {
          header: t`Promotion`,
          enableSorting: false,
          cell: (info) => (
            <span className="record-cell">
              <span>{info.getValue()}</span>
              <small>
                <RecordTypeLabel type={info.row.original.type} /> · {info.row.original.id}
              </small>
            </span>
          ),
        }),
        col.accessor('time', { header: t`Time`, cell: (info) => <DateTimeCell value={info.getValue()} /> }),
        col.accessor('amount', { header: t`Amount`, meta: { align: 'end' }, cell: (info) => <MoneyCell value={info.getValue()} /> }),
        col.accessor('turnoverDone', {
          header: t`Turnover`,
          enableSorting: false,
          meta: { priority: 'secondary' },
          cell: (info) => <TurnoverMeter done={info.getValue()} required={info.row.original.turnoverRequired} />,
        }),
        col.accessor('status', { header: t`Status`, enableSorting: false, cell: (info) => <BonusStatusBadge status={info.getValue()} /> }),
      ]),
    [t],
  );
}
