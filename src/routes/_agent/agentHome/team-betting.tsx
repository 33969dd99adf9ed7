import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { agentReportsCalls, GatedReport, MemberFilters, memberFilters, memberReportSearchSchema, useTeamBetColumns } from '@/features/agent-reports';
import { formatMoney } from '@/lib/format';
import { MoneyCell } from '@/ui/data-table';
import { defineReport } from '@/ui/report-page';

/** personalHistoryCopy of the agent centre: the team's bets by member; the reference agent report (docs/how-to/add-a-report.md). */
const { Page, queryOptions } = defineReport({
  fetcher: agentReportsCalls.listTeamBets,
  queryKey: agentReportsCalls.getListTeamBetsQueryKey,
  search: memberReportSearchSchema,
  filters: memberFilters,
  defaultRange: 'last7',
  exportName: 'team-betting',
  frame: GatedReport,
  useView: ({ search, setSearch, query }) => {
    const { t } = useLingui();
    const { table, csv } = useTeamBetColumns();
    return {
      title: t`Team betting`,
      description: t`What each member of your team bet over the dates, with the team's totals.`,
      columns: table,
      csv,
      rowId: (row) => row.account,
      emptyText: t`No member of your team bet in these dates.`,
      filters: <MemberFilters account={search.account} level={search.level} onChange={setSearch} />,
      summary: ({ totals }) => [
        { label: t`Members who bet`, value: String(query.data?.total ?? 0) },
        { label: t`Bets`, value: String(totals.betCount) },
        { label: t`Valid bet`, value: formatMoney(totals.validBet) },
        { label: t`Win/loss`, value: <MoneyCell value={totals.winLoss} signed />, tone: totals.winLoss >= 0 ? 'up' : 'down' },
      ],
      totals: ({ totals }) => ({
        betCount: String(totals.betCount),
        betAmount: <MoneyCell value={totals.betAmount} />,
        validBet: <MoneyCell value={totals.validBet} />,
        winLoss: <MoneyCell value={totals.winLoss} signed />,
      }),
    };
  },
});

export const Route = createFileRoute('/_agent/agentHome/team-betting')({
  staticData: { menu: { area: 'agent', key: 'personalHistoryCopy', order: 5, label: msg`Team betting`, icon: 'receipt' } },
  validateSearch: memberReportSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(queryOptions(deps)),
  component: Page,
});
