import { useLingui } from '@lingui/react/macro';
import { getListTeamBetsQueryKey, listTeamBets } from '@generated/api/agent-reports/agent-reports';
import { formatMoney } from '@/lib/format';
import { MoneyCell } from '@/ui/data-table';
import { defineReport } from '@/ui/report-page';
import { GatedReport } from '../components/gated-report';
import { MemberFilters } from '../components/member-filters';
import { useTeamBetColumns } from '../components/team-columns';
import { memberFilters, memberReportSearchSchema } from '../logic/report-search';
import '../components/agent-reports.css';

/** personalHistoryCopy of the agent centre: the team's bets by member. */
export const teamBettingReport = defineReport({
  fetcher: listTeamBets,
  queryKey: getListTeamBetsQueryKey,
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

export const TeamBettingPage = teamBettingReport.Page;
