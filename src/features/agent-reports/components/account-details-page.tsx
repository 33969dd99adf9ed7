import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { csvFileName } from '@/lib/csv';
import { formatMoney } from '@/lib/money';
import { effectiveRange, MoneyCell, queryRows } from '@/ui/data-table';
import { ReportPage } from '@/ui/report-page';
import { accountDetailsQueryOptions, DEFAULT_RANGE, exportPages } from '../api/reports';
import { MOVEMENT_TYPES, type AccountDetailsSearch } from '../logic/report-search';
import { ExportButton } from './export-button';
import { MemberFilters } from './member-filters';
import { useAccountDetailColumns } from './money-columns';
import { useReportLabels } from './report-labels';
import './agent-reports.css';

const route = getRouteApi('/_agent/agentHome/account-details');

/** agentDownlineTransactionDetailsCopy: the team's deposits, withdrawals and transfers. */
export function AccountDetailsPage() {
  const { t } = useLingui();
  const labels = useReportLabels();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const client = useQueryClient();
  const { table, csv } = useAccountDetailColumns();
  const records = useQuery(accountDetailsQueryOptions(search));
  const onSearchChange = (patch: Partial<AccountDetailsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });
  const totals = records.data?.totals;
  const { from, to } = effectiveRange(search, DEFAULT_RANGE.accountDetails);

  return (
    <ReportPage
      title={t`Account details`}
      description={t`Every deposit, withdrawal and transfer of your team's members. Totals count successful movements only.`}
      actions={<ExportButton fetchPage={exportPages.accountDetails(client, search)} columns={csv} fileName={csvFileName('account-details', from, to)} />}
      search={search}
      onSearchChange={onSearchChange}
      defaultPreset={DEFAULT_RANGE.accountDetails}
      filters={
        <>
          <MemberFilters account={search.account} level={search.level} onChange={onSearchChange} />
          <label className="report-filters__field">
            <span>{t`Type`}</span>
            <select
              value={search.type ?? ''}
              onChange={(event) => onSearchChange({ type: (event.target.value || undefined) as AccountDetailsSearch['type'], pageNo: 1 })}
            >
              <option value="">{t`All movements`}</option>
              {MOVEMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {labels.movement(type)}
                </option>
              ))}
            </select>
          </label>
        </>
      }
      summary={
        totals
          ? [
              { label: t`Deposits`, value: formatMoney(totals.deposit), tone: 'up' },
              { label: t`Withdrawals`, value: formatMoney(totals.withdrawal), tone: 'down' },
              { label: t`Transfers (net)`, value: <MoneyCell value={totals.transfer} signed /> },
            ]
          : undefined
      }
      total={records.data?.total}
      table={{
        label: t`Account details`,
        columns: table,
        ...queryRows(records),
        getRowId: (row) => row.id,
        emptyText: t`No money moved in your team in these dates.`,
      }}
    />
  );
}
