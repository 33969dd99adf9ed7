import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { getListAgentIncomeQueryKey, listAgentIncome } from '@generated/api/agent-reports/agent-reports';
import { formatMoney, formatPercent } from '@/lib/format';
import { MoneyCell, tableSearchSchema } from '@/ui/data-table';
import { defineReport, EXPORT_PAGE_SIZE } from '@/ui/report-page';
import { GatedReport } from '../components/gated-report';
import { useIncomeColumns } from '../components/money-columns';
import '../components/agent-reports.css';

// Recharts comes with this page only (its own chunk): the lobby and the other pages never load it.
const IncomeChart = lazy(() => import('../components/income-chart'));

/** agentRevenueReport: the agent's income per day, with a chart over the range. */
export const incomeReport = defineReport({
  fetcher: listAgentIncome,
  queryKey: getListAgentIncomeQueryKey,
  search: tableSearchSchema,
  defaultRange: 'last30',
  exportName: 'income',
  frame: GatedReport,
  useView: ({ search, query }) => {
    const { t } = useLingui();
    const { table, csv } = useIncomeColumns();
    const rate = query.data?.commissionRate;
    const percent = rate === undefined ? '' : formatPercent(rate);
    return {
      title: t`My income`,
      description:
        rate === undefined
          ? t`Commission on your team's valid bet, plus the dividends and salaries settled each day.`
          : t`Commission of ${percent} on your team's valid bet, plus the dividends and salaries settled each day.`,
      columns: table,
      csv,
      rowId: (row) => row.date,
      emptyText: t`No income in these dates.`,
      summary: ({ totals }) => [
        { label: t`Total income`, value: formatMoney(totals.total), tone: 'up' },
        { label: t`Commission`, value: formatMoney(totals.commission) },
        { label: t`Dividend`, value: formatMoney(totals.dividend) },
        { label: t`Salary`, value: formatMoney(totals.salary) },
      ],
      // The chart's days: every page of the range, oldest first, through the same operation (90 days: two pages of 50).
      chart: (
        <Suspense fallback={<div className="income-chart income-chart--loading" aria-hidden="true" />}>
          <IncomeChart pageQuery={(pageNo) => incomeReport.queryOptions(search, { pageNo, pageSize: EXPORT_PAGE_SIZE, sort: 'date.asc' })} />
        </Suspense>
      ),
      totals: ({ totals }) => ({
        teamValidBet: <MoneyCell value={totals.teamValidBet} />,
        commission: <MoneyCell value={totals.commission} />,
        dividend: <MoneyCell value={totals.dividend} />,
        salary: <MoneyCell value={totals.salary} />,
        total: (
          <strong>
            <MoneyCell value={totals.total} />
          </strong>
        ),
      }),
    };
  },
});

export const IncomePage = incomeReport.Page;
