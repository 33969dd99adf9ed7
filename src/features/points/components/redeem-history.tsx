import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { RedeemStatus, type PointRedeem } from '@generated/model';
import { formatMoney } from '@/lib/money';
import { Badge } from '@/ui/badge';
import { columnsFor, DataTable, DateTimeCell, Pager } from '@/ui/data-table';
import { redeemHistoryQueryOptions } from '../api/points';
import type { PointMallSearch } from '../logic/point-mall-search';
import { statusTone, usePointLabels } from '../logic/point-labels';

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
        col.accessor('quantity', { header: t`Quantity`, enableSorting: false, meta: { align: 'end' } }),
        col.accessor('pointsRequirement', { header: t`Points requirement`, enableSorting: false, meta: { align: 'end' } }),
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
    <div className="points-records">
      <div className="points-filter">
        <label className="points-filter__field">
          <span>{t`Status`}</span>
          <select value={search.status ?? ''} onChange={(event) => onSearchChange({ status: RedeemStatus.safeParse(event.target.value).data, pageNo: 1 })}>
            <option value="">{t`All statuses`}</option>
            {RedeemStatus.options.map((status) => (
              <option key={status} value={status}>
                {labels.status[status]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <DataTable
        label={t`Redeem history`}
        columns={columns}
        rows={history.data?.list}
        status={history.status}
        error={history.error}
        onRetry={() => void history.refetch()}
        refreshing={history.isPlaceholderData}
        getRowId={(row) => row.referenceNumber}
      />
      <Pager pageNo={search.pageNo} pageSize={search.pageSize} total={history.data?.total} onChange={(next) => onSearchChange(next)} />
    </div>
  );
}
