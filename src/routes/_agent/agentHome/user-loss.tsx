import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { agentReportsCalls, GatedReport, MemberFilters, memberFilters, memberReportSearchSchema, useUserLossColumns } from '@/features/agent-reports';
import { formatMoney } from '@/lib/format';
import { MoneyCell } from '@/ui/data-table';
import { defineReport } from '@/ui/report-page';

/** palStatementsAgentCopy: each member's deposits, withdrawals, result and bonus. */
const { Page, queryOptions } = defineReport({
  fetcher: agentReportsCalls.listTeamProfitLoss,
  queryKey: agentReportsCalls.getListTeamProfitLossQueryKey,
  search: memberReportSearchSchema,
  filters: memberFilters,
  defaultRange: 'last7',
  exportName: 'user-loss',
  frame: GatedReport,
  useView: ({ search, setSearch }) => {
    const { t } = useLingui();
    const { table, csv } = useUserLossColumns();
    return {
      title: t`User loss`,
      description: t`Each member's deposits, withdrawals and result. Net is win/loss plus bonus; a negative net is the member's loss.`,
      columns: table,
      csv,
      rowId: (row) => row.account,
      emptyText: t`No member of your team was active in these dates.`,
      filters: <MemberFilters account={search.account} level={search.level} onChange={setSearch} />,
      summary: ({ totals }) => [
        { label: t`Deposits`, value: formatMoney(totals.deposit) },
        { label: t`Withdrawals`, value: formatMoney(totals.withdrawal) },
        { label: t`Bonus`, value: formatMoney(totals.bonus) },
        { label: t`Team net`, value: <MoneyCell value={totals.netProfitLoss} signed />, tone: totals.netProfitLoss >= 0 ? 'up' : 'down' },
      ],
      totals: ({ totals }) => ({
        deposit: <MoneyCell value={totals.deposit} />,
        withdrawal: <MoneyCell value={totals.withdrawal} />,
        validBet: <MoneyCell value={totals.validBet} />,
        winLoss: <MoneyCell value={totals.winLoss} signed />,
        bonus: <MoneyCell value={totals.bonus} />,
        netProfitLoss: <MoneyCell value={totals.netProfitLoss} signed />,
      }),
    };
  },
});

export const Route = createFileRoute('/_agent/agentHome/user-loss')({
  staticData: { menu: { area: 'agent', key: 'palStatementsAgentCopy', order: 6, label: msg`User loss`, icon: 'chart' } },
  validateSearch: memberReportSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(queryOptions(deps)),
  component: Page,
});
