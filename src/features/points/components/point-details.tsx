import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PointType, RedeemStatus, type PointRecord } from '@generated/model';
import { formatCount, formatMoney } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { columnsFor, DateTimeCell } from '@/ui/data-table';
import { pointDetailsQueryOptions } from '../api/points';
import type { PointMallSearch } from '../logic/point-mall-search';
import { statusTone, usePointLabels } from '../logic/point-labels';
import { PointsRecords } from './points-records';

const col = columnsFor<PointRecord>();
const dash = (value: number | undefined) => (value === undefined ? '—' : formatCount(value));

/** Points details: every points record with the SPEC 3 fields, filtered by point type, paged on the server. */
export function PointDetails({ search, onSearchChange }: { search: PointMallSearch; onSearchChange: (patch: Partial<PointMallSearch>) => void }) {
  const { t } = useLingui();
  const labels = usePointLabels();
  const details = useQuery(pointDetailsQueryOptions(search));
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('referenceNumber', { header: t`Reference number`, enableSorting: false }),
        col.accessor('applyTime', { header: t`Apply time`, enableSorting: false, cell: (info) => <DateTimeCell value={info.getValue()} /> }),
        col.accessor('type', { header: t`Type`, enableSorting: false, cell: (info) => labels.type[info.getValue()] }),
        col.accessor('name', { header: t`Name`, enableSorting: false }),
        col.accessor('quantity', {
          header: t`Quantity`,
          enableSorting: false,
          meta: { align: 'end', priority: 'secondary' },
          cell: (info) => dash(info.getValue()),
        }),
        col.accessor('pointsRequirement', {
          header: t`Points requirement`,
          enableSorting: false,
          meta: { align: 'end', priority: 'secondary' },
          cell: (info) => dash(info.getValue()),
        }),
        col.accessor('amountRequirement', {
          header: t`Amount requirement`,
          enableSorting: false,
          meta: { align: 'end', priority: 'secondary' },
          cell: (info) => (info.getValue() === undefined ? '—' : formatMoney(info.getValue() ?? 0)),
        }),
        col.accessor('status', {
          header: t`Status`,
          enableSorting: false,
          cell: (info) => {
            const status = RedeemStatus.safeParse(info.getValue());
            return status.success ? <Badge tone={statusTone(status.data)}>{labels.status[status.data]}</Badge> : (info.getValue() ?? '—');
          },
        }),
        col.accessor('changedPoints', {
          header: t`Changed points`,
          enableSorting: false,
          meta: { align: 'end' },
          cell: (info) => (
            <span className="data-table__money" data-tone={info.getValue() > 0 ? 'up' : info.getValue() < 0 ? 'down' : undefined}>
              {info.getValue() > 0 ? '+' : info.getValue() < 0 ? '−' : ''}
              {formatCount(Math.abs(info.getValue()))}
            </span>
          ),
        }),
        col.accessor('pointsBalance', { header: t`Points balance`, enableSorting: false, meta: { align: 'end' }, cell: (info) => dash(info.getValue()) }),
        col.accessor('remark', { header: t`Remark`, enableSorting: false, meta: { priority: 'secondary' } }),
      ]),
    [t, labels],
  );
  return (
    <PointsRecords
      label={t`Points details`}
      filter={{
        label: t`Point type`,
        all: t`All types`,
        value: search.type,
        options: PointType.options,
        name: (value) => labels.type[value],
        parse: (raw) => PointType.safeParse(raw).data,
      }}
      onFilterChange={(type) => onSearchChange({ type, pageNo: 1 })}
      columns={columns}
      query={details}
      search={search}
      onSearchChange={onSearchChange}
      getRowId={(row) => row.referenceNumber}
    />
  );
}
