import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { AccountRecord } from '@generated/model';
import { columnsFor, DateTimeCell, MoneyCell } from '@/ui/data-table';
import { RecordStatusBadge, RecordTypeLabel } from './record-badges';
import './records.css';

const col = columnsFor<AccountRecord>();

/** The account record's columns (the server sorts by time and amount). */
export function useAccountRecordColumns() {
  const { t } = useLingui();
  return useMemo(
    () =>
      col.columns([
        col.accessor('id', {
          header: t`Record`,
          enableSorting: false,
          meta: { card: 'title' },
          cell: (info) => (
            <span className="record-cell">
              <strong>
                <RecordTypeLabel type={info.row.original.type} />
              </strong>
              <small className="record-cell__ref">{info.getValue()}</small>
              <small className="record-phone-only">{info.row.original.time}</small>
            </span>
          ),
        }),
        col.accessor('time', { header: t`Time`, meta: { priority: 'secondary', card: 'fact' }, cell: (info) => <DateTimeCell value={info.getValue()} /> }),
        col.accessor('remark', {
          header: t({ message: 'Details', comment: 'Column: the channel, wallets or promotion of a money movement' }),
          enableSorting: false,
          meta: { priority: 'secondary' },
          cell: (info) => info.getValue() ?? '—',
        }),
        col.accessor('amount', {
          header: t`Amount`,
          meta: { align: 'end', card: 'amount' },
          cell: (info) => (
            <span className="record-amount">
              <MoneyCell value={info.getValue()} signed />
              {/* On a phone the status column folds in under the amount. */}
              <span className="record-phone-only">
                <RecordStatusBadge status={info.row.original.status} />
              </span>
            </span>
          ),
        }),
        col.accessor('balanceAfter', {
          header: t`Balance`,
          enableSorting: false,
          meta: { align: 'end', priority: 'secondary' },
          cell: (info) => <MoneyCell value={info.getValue()} />,
        }),
        col.accessor('status', {
          header: t`Status`,
          enableSorting: false,
          meta: { priority: 'secondary', card: 'status' },
          cell: (info) => <RecordStatusBadge status={info.getValue()} />,
        }),
      ]),
    [t],
  );
}
