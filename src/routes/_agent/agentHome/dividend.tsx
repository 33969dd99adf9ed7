import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { agentReportsCalls, GatedReport, reportSearchSchema, useDividendColumns } from '@/features/agent-reports';
import { formatMoney } from '@/lib/format';
import { MoneyCell } from '@/ui/data-table';
import { defineReport } from '@/ui/report-page';

/** agentDividendRecordCopy2 (dividend type enableCt): the agent's dividend periods, the running one as an estimate. */
const { Page, queryOptions } = defineReport({
  fetcher: agentReportsCalls.listDividendRecords,
  queryKey: agentReportsCalls.getListDividendRecordsQueryKey,
  search: reportSearchSchema,
  defaultRange: 'last30',
  exportName: 'dividend',
  frame: GatedReport,
  useView: () => {
    const { t } = useLingui();
    const { table, csv } = useDividendColumns();
    return {
      title: t`Dividend`,
      description: t`Your share of the team's loss for each contract period, paid the day after the period ends. Dates are settlement days.`,
      columns: table,
      csv,
      rowId: (row) => row.periodStart,
      emptyText: t`No dividend period settles in these dates.`,
      presets: ['today', 'yesterday', 'last7', 'last30', 'next7', 'next30'],
      summary: ({ totals, list }) => {
        const running = list.find((row) => row.status === 'pending');
        return [
          { label: t`Dividends paid`, value: formatMoney(totals.amount), tone: 'up' },
          { label: t`Team valid bet`, value: formatMoney(totals.teamValidBet) },
          { label: t`Team win/loss`, value: <MoneyCell value={totals.teamProfitLoss} signed /> },
          ...(running ? [{ label: t`Running period (estimate)`, value: formatMoney(running.amount) }] : []),
        ];
      },
      totals: ({ totals }) => ({
        teamValidBet: <MoneyCell value={totals.teamValidBet} />,
        teamProfitLoss: <MoneyCell value={totals.teamProfitLoss} signed />,
        amount: <MoneyCell value={totals.amount} />,
      }),
    };
  },
});

export const Route = createFileRoute('/_agent/agentHome/dividend')({
  staticData: { menu: { area: 'agent', key: 'agentDividendRecordCopy2', order: 9, label: msg`Dividend`, icon: 'gift', gate: 'dividend' } },
  validateSearch: reportSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(queryOptions(deps)),
  component: Page,
});
