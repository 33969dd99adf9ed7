import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { csvFileName } from '@/lib/csv';
import { formatMoney } from '@/lib/money';
import { effectiveRange, MoneyCell, type TableSearch, queryRows } from '@/ui/data-table';
import { ReportPage } from '@/ui/report-page';
import { DEFAULT_RANGE, dividendQueryOptions, exportPages } from '../api/reports';
import { ExportButton } from './export-button';
import { GatedReport } from './gated-report';
import { useDividendColumns } from './payout-columns';
import './agent-reports.css';

const route = getRouteApi('/_agent/agentHome/dividend');

/** agentDividendRecordCopy2 (dividend type enableCt): the agent's dividend periods, the running one as an estimate. */
export function DividendPage() {
  return (
    <GatedReport gate="dividend">
      <DividendReport />
    </GatedReport>
  );
}

function DividendReport() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const client = useQueryClient();
  const { table, csv } = useDividendColumns();
  const records = useQuery(dividendQueryOptions(search));
  const onSearchChange = (patch: Partial<TableSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });
  const totals = records.data?.totals;
  const running = records.data?.list.find((row) => row.status === 'pending');
  const { from, to } = effectiveRange(search, DEFAULT_RANGE.dividend);

  return (
    <ReportPage
      title={t`Dividend`}
      description={t`Your share of the team's loss for each contract period, paid the day after the period ends. Dates are settlement days.`}
      actions={<ExportButton fetchPage={exportPages.dividend(client, search)} columns={csv} fileName={csvFileName('dividend', from, to)} />}
      search={search}
      onSearchChange={onSearchChange}
      presets={['today', 'yesterday', 'last7', 'last30', 'next7', 'next30']}
      defaultPreset={DEFAULT_RANGE.dividend}
      summary={
        totals
          ? [
              { label: t`Dividends paid`, value: formatMoney(totals.amount), tone: 'up' },
              { label: t`Team valid bet`, value: formatMoney(totals.teamValidBet) },
              { label: t`Team win/loss`, value: <MoneyCell value={totals.teamProfitLoss} signed /> },
              ...(running ? [{ label: t`Running period (estimate)`, value: formatMoney(running.amount) }] : []),
            ]
          : undefined
      }
      total={records.data?.total}
      table={{
        label: t`Dividend`,
        columns: table,
        ...queryRows(records),
        getRowId: (row) => row.periodStart,
        emptyText: t`No dividend period settles in these dates.`,
        totals: totals
          ? {
              teamValidBet: <MoneyCell value={totals.teamValidBet} />,
              teamProfitLoss: <MoneyCell value={totals.teamProfitLoss} signed />,
              amount: <MoneyCell value={totals.amount} />,
            }
          : undefined,
      }}
    />
  );
}
