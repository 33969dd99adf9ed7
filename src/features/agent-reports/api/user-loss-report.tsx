import { useLingui } from '@lingui/react/macro';
import { getListTeamProfitLossQueryKey, listTeamProfitLoss } from '@generated/api/agent-reports/agent-reports';
import { formatMoney } from '@/lib/format';
import { MoneyCell } from '@/ui/data-table';
import { defineReport } from '@/ui/report-page';
import { GatedReport } from '../components/gated-report';
import { MemberFilters } from '../components/member-filters';
import { useUserLossColumns } from '../components/team-columns';
import { memberFilters, memberReportSearchSchema } from '../logic/report-search';
import '../components/agent-reports.css';

/** palStatementsAgentCopy: each member's deposits, withdrawals, result and bonus. */
export const userLossReport = defineReport({
  fetcher: listTeamProfitLoss,
  queryKey: getListTeamProfitLossQueryKey,
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

export const UserLossPage = userLossReport.Page;
