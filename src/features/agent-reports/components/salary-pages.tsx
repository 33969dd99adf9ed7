import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { csvFileName } from '@/lib/csv';
import { formatMoney } from '@/lib/money';
import { effectiveRange, MoneyCell, type TableSearch, queryRows } from '@/ui/data-table';
import { ReportPage } from '@/ui/report-page';
import { dailySalaryQueryOptions, DEFAULT_RANGE, exportPages, hourSalaryQueryOptions } from '../api/reports';
import { ExportButton } from './export-button';
import { GatedReport } from './gated-report';
import { useDailySalaryColumns, useHourSalaryColumns } from './payout-columns';
import './agent-reports.css';

const dailyRoute = getRouteApi('/_agent/agentHome/daily-salary');
const hourlyRoute = getRouteApi('/_agent/agentHome/hourly-salary');

const salaryTotals = (totals: { teamValidBet: number; amount: number } | undefined) =>
  totals ? { teamValidBet: <MoneyCell value={totals.teamValidBet} />, amount: <MoneyCell value={totals.amount} /> } : undefined;

/** agentDailyWages2 (type salary): the salary of each day, today's an estimate until it is settled. */
export function DailySalaryPage() {
  return (
    <GatedReport gate="salary">
      <DailySalaryReport />
    </GatedReport>
  );
}

function DailySalaryReport() {
  const { t } = useLingui();
  const search = dailyRoute.useSearch();
  const navigate = dailyRoute.useNavigate();
  const client = useQueryClient();
  const { table, csv } = useDailySalaryColumns();
  const records = useQuery(dailySalaryQueryOptions(search));
  const onSearchChange = (patch: Partial<TableSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });
  const totals = records.data?.totals;
  const { from, to } = effectiveRange(search, DEFAULT_RANGE.dailySalary);
  return (
    <ReportPage
      title={t`Daily salary`}
      description={t`Your contract rate on the team's valid bet of each day where the team reached the contract's active members and bet.`}
      actions={<ExportButton fetchPage={exportPages.dailySalary(client, search)} columns={csv} fileName={csvFileName('daily-salary', from, to)} />}
      search={search}
      onSearchChange={onSearchChange}
      defaultPreset={DEFAULT_RANGE.dailySalary}
      summary={
        totals
          ? [
              { label: t`Salary paid`, value: formatMoney(totals.amount), tone: 'up' },
              { label: t`Team valid bet`, value: formatMoney(totals.teamValidBet) },
            ]
          : undefined
      }
      total={records.data?.total}
      table={{
        label: t`Daily salary`,
        columns: table,
        ...queryRows(records),
        getRowId: (row) => row.date,
        totals: salaryTotals(totals),
      }}
    />
  );
}

/** agentHourSalary (type hourSalary): the salary of each past hour. */
export function HourlySalaryPage() {
  return (
    <GatedReport gate="hourSalary">
      <HourlySalaryReport />
    </GatedReport>
  );
}

function HourlySalaryReport() {
  const { t } = useLingui();
  const search = hourlyRoute.useSearch();
  const navigate = hourlyRoute.useNavigate();
  const client = useQueryClient();
  const { table, csv } = useHourSalaryColumns();
  const records = useQuery(hourSalaryQueryOptions(search));
  const onSearchChange = (patch: Partial<TableSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });
  const totals = records.data?.totals;
  const { from, to } = effectiveRange(search, DEFAULT_RANGE.hourSalary);
  return (
    <ReportPage
      title={t`Hourly salary`}
      description={t`Your contract rate on the team's valid bet of each hour that reached the contract's bet per hour.`}
      actions={<ExportButton fetchPage={exportPages.hourSalary(client, search)} columns={csv} fileName={csvFileName('hourly-salary', from, to)} />}
      search={search}
      onSearchChange={onSearchChange}
      defaultPreset={DEFAULT_RANGE.hourSalary}
      summary={
        totals
          ? [
              { label: t`Salary paid`, value: formatMoney(totals.amount), tone: 'up' },
              { label: t`Team valid bet`, value: formatMoney(totals.teamValidBet) },
            ]
          : undefined
      }
      total={records.data?.total}
      table={{
        label: t`Hourly salary`,
        columns: table,
        ...queryRows(records),
        getRowId: (row) => row.hour,
        totals: salaryTotals(totals),
      }}
    />
  );
}
