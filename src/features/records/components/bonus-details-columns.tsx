import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { BonusRecord } from '@generated/model';
import { columnsFor, DateTimeCell, MoneyCell } from '@/ui/data-table';
import { BonusStatusBadge, RecordTypeLabel } from './record-badges';
import { TurnoverMeter } from './turnover-meter';
import './records.css';

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
          meta: { card: 'title' },
          cell: (info) => (
            <span className="record-cell">
              <strong>{info.getValue()}</strong>
              <small>
                <RecordTypeLabel type={info.row.original.type} /> · <span className="record-cell__ref">{info.row.original.id}</span>
              </small>
              <small className="record-phone-only">{info.row.original.time}</small>
            </span>
          ),
        }),
        col.accessor('time', { header: t`Time`, meta: { priority: 'secondary', card: 'fact' }, cell: (info) => <DateTimeCell value={info.getValue()} /> }),
        col.accessor('amount', {
          header: t`Amount`,
          meta: { align: 'end', card: 'amount' },
          cell: (info) => (
            <span className="record-amount">
              <MoneyCell value={info.getValue()} />
              <span className="record-phone-only">
                <BonusStatusBadge status={info.row.original.status} />
              </span>
            </span>
          ),
        }),
        col.accessor('turnoverDone', {
          header: t`Turnover`,
          enableSorting: false,
          meta: { priority: 'secondary', card: 'fact' },
          cell: (info) => <TurnoverMeter done={info.getValue()} required={info.row.original.turnoverRequired} />,
        }),
        col.accessor('status', {
          header: t`Status`,
          enableSorting: false,
          meta: { priority: 'secondary', card: 'status' },
          cell: (info) => <BonusStatusBadge status={info.getValue()} />,
        }),
      ]),
    [t],
  );
}
