import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { csvFileName } from '@/lib/csv';
import { formatMoney } from '@/lib/money';
import { effectiveRange, MoneyCell, type TableSearch, queryRows } from '@/ui/data-table';
import { ReportPage } from '@/ui/report-page';
import { DEFAULT_RANGE, exportPages, incomeQueryOptions } from '../api/reports';
import { formatPercent } from '../logic/percent';
import { ExportButton } from './export-button';
import { useIncomeColumns } from './money-columns';
import './agent-reports.css';

// Recharts comes with this page only (its own chunk): the lobby and the other pages never load it.
const IncomeChart = lazy(() => import('./income-chart'));
const route = getRouteApi('/_agent/agentHome/income');

/** agentRevenueReport: the agent's income per day, with a chart over the range. */
export function IncomePage() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const client = useQueryClient();
  const { table, csv } = useIncomeColumns();
  const records = useQuery(incomeQueryOptions(search));
  const onSearchChange = (patch: Partial<TableSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });
  const totals = records.data?.totals;
  const rate = records.data?.commissionRate;
  const percent = rate === undefined ? '' : formatPercent(rate);
  const { from, to } = effectiveRange(search, DEFAULT_RANGE.income);

  return (
    <ReportPage
      title={t`My income`}
      description={
        rate === undefined
          ? t`Commission on your team's valid bet, plus the dividends and salaries settled each day.`
          : t`Commission of ${percent} on your team's valid bet, plus the dividends and salaries settled each day.`
      }
      actions={<ExportButton fetchPage={exportPages.income(client, search)} columns={csv} fileName={csvFileName('income', from, to)} />}
      search={search}
      onSearchChange={onSearchChange}
      defaultPreset={DEFAULT_RANGE.income}
      summary={
        totals
          ? [
              { label: t`Total income`, value: formatMoney(totals.total), tone: 'up' },
              { label: t`Commission`, value: formatMoney(totals.commission) },
              { label: t`Dividend`, value: formatMoney(totals.dividend) },
              { label: t`Salary`, value: formatMoney(totals.salary) },
            ]
          : undefined
      }
      chart={
        <Suspense fallback={<div className="income-chart income-chart--loading" aria-hidden="true" />}>
          <IncomeChart search={search} />
        </Suspense>
      }
      total={records.data?.total}
      table={{
        label: t`My income`,
        columns: table,
        ...queryRows(records),
        getRowId: (row) => row.date,
        emptyText: t`No income in these dates.`,
        totals: totals
          ? {
              teamValidBet: <MoneyCell value={totals.teamValidBet} />,
              commission: <MoneyCell value={totals.commission} />,
              dividend: <MoneyCell value={totals.dividend} />,
              salary: <MoneyCell value={totals.salary} />,
              total: (
                <strong>
                  <MoneyCell value={totals.total} />
                </strong>
              ),
            }
          : undefined,
      }}
    />
  );
}
