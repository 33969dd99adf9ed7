import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import {
  accountDetailsSearchSchema,
  agentReportsCalls,
  GatedReport,
  MemberFilters,
  memberFilters,
  MOVEMENT_TYPES,
  useAccountDetailColumns,
  useReportLabels,
} from '@/features/agent-reports';
import { formatMoney } from '@/lib/format';
import { MoneyCell } from '@/ui/data-table';
import { defineReport, SelectFilter } from '@/ui/report-page';

/** agentDownlineTransactionDetailsCopy: the team's deposits, withdrawals and transfers. */
const { Page, queryOptions } = defineReport({
  fetcher: agentReportsCalls.listTeamTransactions,
  queryKey: agentReportsCalls.getListTeamTransactionsQueryKey,
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

export const Route = createFileRoute('/_agent/agentHome/account-details')({
  staticData: { menu: { area: 'agent', key: 'agentDownlineTransactionDetailsCopy', order: 8, label: msg`Account details`, icon: 'history' } },
  validateSearch: accountDetailsSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(queryOptions(deps)),
  component: Page,
});
