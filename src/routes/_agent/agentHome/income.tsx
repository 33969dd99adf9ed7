import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { agentReportsCalls, GatedReport, IncomeChartPanel, reportSearchSchema, useIncomeColumns } from '@/features/agent-reports';
import { formatMoney, formatPercent } from '@/lib/format';
import { MoneyCell } from '@/ui/data-table';
import { defineReport, EXPORT_PAGE_SIZE } from '@/ui/report-page';

/** agentRevenueReport: the agent's income per day, with a chart over the range. */
const { Page, queryOptions } = defineReport({
  fetcher: agentReportsCalls.listAgentIncome,
  queryKey: agentReportsCalls.getListAgentIncomeQueryKey,
  search: reportSearchSchema,
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
      chart: <IncomeChartPanel pageQuery={(pageNo) => queryOptions(search, { pageNo, pageSize: EXPORT_PAGE_SIZE, sort: 'date.asc' })} />,
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

export const Route = createFileRoute('/_agent/agentHome/income')({
  staticData: { menu: { area: 'agent', key: 'agentRevenueReport', order: 7, label: msg`My income`, icon: 'coins' } },
  validateSearch: reportSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(queryOptions(deps)),
  component: Page,
});
