import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { DailySalaryRecord, DividendRecord, HourSalaryRecord, RealtimeSalaryRecord } from '@generated/model';
import type { CsvColumn } from '@/lib/csv';
import { formatCount, formatPercent } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { Badge } from '@/ui/badge';
import { columnsFor, DateTimeCell, MoneyCell } from '@/ui/data-table';
import { useReportLabels, type PayoutStatus } from './report-labels';

const dividend = columnsFor<DividendRecord>();
const daily = columnsFor<DailySalaryRecord>();
const hourly = columnsFor<HourSalaryRecord>();
const realtime = columnsFor<RealtimeSalaryRecord>();

function StatusBadge({ status }: { status: PayoutStatus }) {
  const labels = useReportLabels();
  return <Badge tone={status === 'settled' ? 'success' : status === 'pending' ? 'primary' : 'neutral'}>{labels.payout(status)}</Badge>;
}

/** Dividend record (agentDividendRecordCopy2): one row a period. */
export function useDividendColumns() {
  const { t } = useLingui();
  const labels = useReportLabels();
  return useMemo(() => {
    const table = dividend.columns([
      dividend.accessor('periodEnd', {
        header: t`Period`,
        meta: { card: 'title' },
        cell: (info) => {
          const { periodStart, periodEnd, settleDate: settles } = info.row.original;
          const [start, end, settleDate] = [formatDate(periodStart), formatDate(periodEnd), formatDate(settles)];
          return (
            <span className="report-account report-account--stacked">
              <span className="report-account__period">{t`${start} to ${end}`}</span>
              <small>{t`Settles ${settleDate}`}</small>
            </span>
          );
        },
      }),
      dividend.accessor('activeMembers', {
        header: t`Active members`,
        meta: { align: 'end', priority: 'secondary' },
        cell: (info) => formatCount(info.getValue()),
      }),
      dividend.accessor('teamValidBet', {
        header: t`Team valid bet`,
        meta: { align: 'end', priority: 'secondary' },
        cell: (info) => <MoneyCell value={info.getValue()} />,
      }),
      dividend.accessor('teamProfitLoss', { header: t`Team win/loss`, meta: { align: 'end' }, cell: (info) => <MoneyCell value={info.getValue()} signed /> }),
      dividend.accessor('rate', { header: t`Rate`, meta: { align: 'end', priority: 'secondary' }, cell: (info) => formatPercent(info.getValue()) }),
      dividend.accessor('amount', { header: t`Dividend`, meta: { align: 'end', card: 'amount' }, cell: (info) => <MoneyCell value={info.getValue()} /> }),
      dividend.accessor('status', {
        header: t`Status`,
        enableSorting: false,
        meta: { card: 'status' },
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
    ]);
    const csv: CsvColumn<DividendRecord>[] = [
      { header: t`Period start`, value: (row) => row.periodStart },
      { header: t`Period end`, value: (row) => row.periodEnd },
      { header: t`Settlement day`, value: (row) => row.settleDate },
      { header: t`Active members`, value: (row) => row.activeMembers },
      { header: t`Team valid bet`, value: (row) => row.teamValidBet, decimals: 2 },
      { header: t`Team win/loss`, value: (row) => row.teamProfitLoss, decimals: 2 },
      { header: t`Rate`, value: (row) => row.rate },
      { header: t`Dividend`, value: (row) => row.amount, decimals: 2 },
      { header: t`Status`, value: (row) => labels.payout(row.status) },
    ];
    return { table, csv };
  }, [t, labels]);
}

/** Daily salary (agentDailyWages2): one row a day. */
export function useDailySalaryColumns() {
  const { t } = useLingui();
  const labels = useReportLabels();
  return useMemo(() => {
    const table = daily.columns([
      daily.accessor('date', { header: t`Date`, cell: (info) => formatDate(info.getValue()) }),
      daily.accessor('activeMembers', {
        header: t`Active members`,
        meta: { align: 'end', priority: 'secondary' },
        cell: (info) => formatCount(info.getValue()),
      }),
      daily.accessor('teamValidBet', { header: t`Team valid bet`, meta: { align: 'end' }, cell: (info) => <MoneyCell value={info.getValue()} /> }),
      daily.accessor('rate', { header: t`Rate`, meta: { align: 'end', priority: 'secondary' }, cell: (info) => formatPercent(info.getValue()) }),
      daily.accessor('amount', { header: t`Salary`, meta: { align: 'end', card: 'amount' }, cell: (info) => <MoneyCell value={info.getValue()} /> }),
      daily.accessor('status', { header: t`Status`, enableSorting: false, meta: { card: 'status' }, cell: (info) => <StatusBadge status={info.getValue()} /> }),
    ]);
    const csv: CsvColumn<DailySalaryRecord>[] = [
      { header: t`Date`, value: (row) => row.date },
      { header: t`Active members`, value: (row) => row.activeMembers },
      { header: t`Team valid bet`, value: (row) => row.teamValidBet, decimals: 2 },
      { header: t`Rate`, value: (row) => row.rate },
      { header: t`Salary`, value: (row) => row.amount, decimals: 2 },
      { header: t`Status`, value: (row) => labels.payout(row.status) },
    ];
    return { table, csv };
  }, [t, labels]);
}

/** Hourly salary (agentHourSalary): one row an hour. */
export function useHourSalaryColumns() {
  const { t } = useLingui();
  const labels = useReportLabels();
  return useMemo(() => {
    const table = hourly.columns([
      hourly.accessor('hour', { header: t`Hour`, cell: (info) => <DateTimeCell value={info.getValue()} /> }),
      hourly.accessor('activeMembers', {
        header: t`Active members`,
        meta: { align: 'end', priority: 'secondary' },
        cell: (info) => formatCount(info.getValue()),
      }),
      hourly.accessor('teamValidBet', { header: t`Team valid bet`, meta: { align: 'end' }, cell: (info) => <MoneyCell value={info.getValue()} /> }),
      hourly.accessor('rate', { header: t`Rate`, meta: { align: 'end', priority: 'secondary' }, cell: (info) => formatPercent(info.getValue()) }),
      hourly.accessor('amount', { header: t`Salary`, meta: { align: 'end', card: 'amount' }, cell: (info) => <MoneyCell value={info.getValue()} /> }),
      hourly.accessor('status', {
        header: t`Status`,
        enableSorting: false,
        meta: { card: 'status' },
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
    ]);
    const csv: CsvColumn<HourSalaryRecord>[] = [
      { header: t`Hour`, value: (row) => row.hour },
      { header: t`Active members`, value: (row) => row.activeMembers },
      { header: t`Team valid bet`, value: (row) => row.teamValidBet, decimals: 2 },
      { header: t`Rate`, value: (row) => row.rate },
      { header: t`Salary`, value: (row) => row.amount, decimals: 2 },
      { header: t`Status`, value: (row) => labels.payout(row.status) },
    ];
    return { table, csv };
  }, [t, labels]);
}

/** Real-time salary (agentRealtimeSalary): one row a 5-minute settlement. */
export function useRealtimeSalaryColumns() {
  const { t } = useLingui();
  return useMemo(() => {
    const table = realtime.columns([
      realtime.accessor('settleTime', { header: t`Settled at`, cell: (info) => <DateTimeCell value={info.getValue()} /> }),
      realtime.accessor('teamValidBet', { header: t`Team valid bet`, meta: { align: 'end' }, cell: (info) => <MoneyCell value={info.getValue()} /> }),
      realtime.accessor('rate', { header: t`Rate`, meta: { align: 'end', priority: 'secondary' }, cell: (info) => formatPercent(info.getValue()) }),
      realtime.accessor('amount', { header: t`Salary`, meta: { align: 'end', card: 'amount' }, cell: (info) => <MoneyCell value={info.getValue()} /> }),
    ]);
    const csv: CsvColumn<RealtimeSalaryRecord>[] = [
      { header: t`Settled at`, value: (row) => row.settleTime },
      { header: t`Team valid bet`, value: (row) => row.teamValidBet, decimals: 2 },
      { header: t`Rate`, value: (row) => row.rate },
      { header: t`Salary`, value: (row) => row.amount, decimals: 2 },
    ];
    return { table, csv };
  }, [t]);
}
