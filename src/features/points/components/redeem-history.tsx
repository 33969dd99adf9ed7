import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { RedeemStatus, type PointRedeem } from '@generated/model';
import { formatCount, formatMoney } from '@/lib/format';
import { Badge } from '@/ui/badge';
import { columnsFor, DateTimeCell } from '@/ui/data-table';
import { redeemHistoryQueryOptions } from '../api/points';
import type { PointMallSearch } from '../logic/point-mall-search';
import { statusTone, usePointLabels } from '../logic/point-labels';
import { PointsRecords } from './points-records';

const col = columnsFor<PointRedeem>();

/** Redeem history with the SPEC 4 statuses (in process, approved, rejected), filtered by status, paged on the server. */
export function RedeemHistory({ search, onSearchChange }: { search: PointMallSearch; onSearchChange: (patch: Partial<PointMallSearch>) => void }) {
  const { t } = useLingui();
  const labels = usePointLabels();
  const history = useQuery(redeemHistoryQueryOptions(search));
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('referenceNumber', { header: t`Reference number`, enableSorting: false }),
        col.accessor('applyTime', { header: t`Apply time`, enableSorting: false, cell: (info) => <DateTimeCell value={info.getValue()} /> }),
        col.accessor('name', { header: t`Name`, enableSorting: false }),
        col.accessor('quantity', { header: t`Quantity`, enableSorting: false, meta: { align: 'end' }, cell: (info) => formatCount(info.getValue()) }),
        col.accessor('pointsRequirement', {
          header: t`Points requirement`,
          enableSorting: false,
          meta: { align: 'end' },
          cell: (info) => formatCount(info.getValue()),
        }),
        col.accessor('amountRequirement', {
          header: t`Amount requirement`,
          enableSorting: false,
          meta: { align: 'end', priority: 'secondary' },
          cell: (info) => (info.getValue() ? formatMoney(info.getValue() ?? 0) : '—'),
        }),
        col.accessor('status', {
          header: t`Status`,
          enableSorting: false,
          cell: (info) => <Badge tone={statusTone(info.getValue())}>{labels.status[info.getValue()]}</Badge>,
        }),
        col.accessor('remark', { header: t`Remark`, enableSorting: false, meta: { priority: 'secondary' } }),
      ]),
    [t, labels],
  );
  return (
    <PointsRecords
      label={t`Redeem history`}
      filter={{
        label: t`Status`,
        all: t`All statuses`,
        value: search.status,
        options: RedeemStatus.options,
        name: (value) => labels.status[value],
        parse: (raw) => RedeemStatus.safeParse(raw).data,
      }}
      onFilterChange={(status) => onSearchChange({ status, pageNo: 1 })}
      columns={columns}
      query={history}
      search={search}
      onSearchChange={onSearchChange}
      getRowId={(row) => row.referenceNumber}
    />
  );
}
