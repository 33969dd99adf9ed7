import { useLingui } from '@lingui/react/macro';
import { getListTeamTransactionsQueryKey, listTeamTransactions } from '@generated/api/agent-reports/agent-reports';
import { formatMoney } from '@/lib/format';
import { MoneyCell } from '@/ui/data-table';
import { defineReport, SelectFilter } from '@/ui/report-page';
import { GatedReport } from '../components/gated-report';
import { MemberFilters } from '../components/member-filters';
import { useAccountDetailColumns } from '../components/money-columns';
import { useReportLabels } from '../components/report-labels';
import { accountDetailsSearchSchema, memberFilters, MOVEMENT_TYPES } from '../logic/report-search';
import '../components/agent-reports.css';

/** agentDownlineTransactionDetailsCopy: the team's deposits, withdrawals and transfers. */
export const accountDetailsReport = defineReport({
  fetcher: listTeamTransactions,
  queryKey: getListTeamTransactionsQueryKey,
  search: accountDetailsSearchSchema,
  filters: (search) => ({ ...memberFilters(search), type: search.type }),
  defaultRange: 'last7',
  exportName: 'account-details',
  frame: GatedReport,
  useView: ({ search, setSearch }) => {
    const { t } = useLingui();
    const labels = useReportLabels();
    const { table, csv } = useAccountDetailColumns();
    return {
      title: t`Account details`,
      description: t`Every deposit, withdrawal and transfer of your team's members. Totals count successful movements only.`,
      columns: table,
      csv,
      rowId: (row) => row.id,
      emptyText: t`No money moved in your team in these dates.`,
      filters: (
        <>
          <MemberFilters account={search.account} level={search.level} onChange={setSearch} />
          <SelectFilter
            label={t`Type`}
            value={search.type}
            options={MOVEMENT_TYPES}
            optionLabel={labels.movement}
            allLabel={t`All movements`}
            onChange={(type) => setSearch({ type, pageNo: 1 })}
          />
        </>
      ),
      summary: ({ totals }) => [
        { label: t`Deposits`, value: formatMoney(totals.deposit), tone: 'up' },
        { label: t`Withdrawals`, value: formatMoney(totals.withdrawal), tone: 'down' },
        { label: t`Transfers (net)`, value: <MoneyCell value={totals.transfer} signed /> },
      ],
    };
  },
});

export const AccountDetailsPage = accountDetailsReport.Page;
