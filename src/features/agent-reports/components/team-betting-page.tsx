import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { csvFileName } from '@/lib/csv';
import { formatMoney } from '@/lib/money';
import { effectiveRange, MoneyCell, queryRows } from '@/ui/data-table';
import { ReportPage } from '@/ui/report-page';
import { DEFAULT_RANGE, exportPages, teamBetsQueryOptions } from '../api/reports';
import type { MemberReportSearch } from '../logic/report-search';
import { ExportButton } from './export-button';
import { MemberFilters } from './member-filters';
import { useTeamBetColumns } from './team-columns';
import './agent-reports.css';

const route = getRouteApi('/_agent/agentHome/team-betting');

/** personalHistoryCopy of the agent centre: the team's bets by member. */
export function TeamBettingPage() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const client = useQueryClient();
  const { table, csv } = useTeamBetColumns();
  const records = useQuery(teamBetsQueryOptions(search));
  const onSearchChange = (patch: Partial<MemberReportSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });
  const totals = records.data?.totals;
  const { from, to } = effectiveRange(search, DEFAULT_RANGE.teamBets);

  return (
    <ReportPage
      title={t`Team betting`}
      description={t`What each member of your team bet over the dates, with the team's totals.`}
      actions={<ExportButton fetchPage={exportPages.teamBets(client, search)} columns={csv} fileName={csvFileName('team-betting', from, to)} />}
      search={search}
      onSearchChange={onSearchChange}
      defaultPreset={DEFAULT_RANGE.teamBets}
      filters={<MemberFilters account={search.account} level={search.level} onChange={onSearchChange} />}
      summary={
        totals
          ? [
              { label: t`Members who bet`, value: String(records.data?.total ?? 0) },
              { label: t`Bets`, value: String(totals.betCount) },
              { label: t`Valid bet`, value: formatMoney(totals.validBet) },
              { label: t`Win/loss`, value: <MoneyCell value={totals.winLoss} signed />, tone: totals.winLoss >= 0 ? 'up' : 'down' },
            ]
          : undefined
      }
      total={records.data?.total}
      table={{
        label: t`Team betting`,
        columns: table,
        ...queryRows(records),
        getRowId: (row) => row.account,
        emptyText: t`No member of your team bet in these dates.`,
        totals: totals
          ? {
              betCount: String(totals.betCount),
              betAmount: <MoneyCell value={totals.betAmount} />,
              validBet: <MoneyCell value={totals.validBet} />,
              winLoss: <MoneyCell value={totals.winLoss} signed />,
            }
          : undefined,
      }}
    />
  );
}
