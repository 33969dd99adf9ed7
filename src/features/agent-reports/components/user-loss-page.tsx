import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { csvFileName } from '@/lib/csv';
import { formatMoney } from '@/lib/money';
import { effectiveRange, MoneyCell, queryRows } from '@/ui/data-table';
import { ReportPage } from '@/ui/report-page';
import { DEFAULT_RANGE, exportPages, userLossQueryOptions } from '../api/reports';
import type { MemberReportSearch } from '../logic/report-search';
import { ExportButton } from './export-button';
import { MemberFilters } from './member-filters';
import { useUserLossColumns } from './team-columns';
import './agent-reports.css';

const route = getRouteApi('/_agent/agentHome/user-loss');

/** palStatementsAgentCopy: each member's deposits, withdrawals, result and bonus. */
export function UserLossPage() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const client = useQueryClient();
  const { table, csv } = useUserLossColumns();
  const records = useQuery(userLossQueryOptions(search));
  const onSearchChange = (patch: Partial<MemberReportSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });
  const totals = records.data?.totals;
  const { from, to } = effectiveRange(search, DEFAULT_RANGE.userLoss);

  return (
    <ReportPage
      title={t`User loss`}
      description={t`Each member's deposits, withdrawals and result. Net is win/loss plus bonus; a negative net is the member's loss.`}
      actions={<ExportButton fetchPage={exportPages.userLoss(client, search)} columns={csv} fileName={csvFileName('user-loss', from, to)} />}
      search={search}
      onSearchChange={onSearchChange}
      defaultPreset={DEFAULT_RANGE.userLoss}
      filters={<MemberFilters account={search.account} level={search.level} onChange={onSearchChange} />}
      summary={
        totals
          ? [
              { label: t`Deposits`, value: formatMoney(totals.deposit) },
              { label: t`Withdrawals`, value: formatMoney(totals.withdrawal) },
              { label: t`Bonus`, value: formatMoney(totals.bonus) },
              { label: t`Team net`, value: <MoneyCell value={totals.netProfitLoss} signed />, tone: totals.netProfitLoss >= 0 ? 'up' : 'down' },
            ]
          : undefined
      }
      total={records.data?.total}
      table={{
        label: t`User loss`,
        columns: table,
        ...queryRows(records),
        getRowId: (row) => row.account,
        emptyText: t`No member of your team was active in these dates.`,
        totals: totals
          ? {
              deposit: <MoneyCell value={totals.deposit} />,
              withdrawal: <MoneyCell value={totals.withdrawal} />,
              validBet: <MoneyCell value={totals.validBet} />,
              winLoss: <MoneyCell value={totals.winLoss} signed />,
              bonus: <MoneyCell value={totals.bonus} />,
              netProfitLoss: <MoneyCell value={totals.netProfitLoss} signed />,
            }
          : undefined,
      }}
    />
  );
}
