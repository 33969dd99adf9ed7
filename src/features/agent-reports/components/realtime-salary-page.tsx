import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { csvFileName } from '@/lib/csv';
import { formatMoney } from '@/lib/money';
import { effectiveRange, MoneyCell, type TableSearch, queryRows } from '@/ui/data-table';
import { ReportPage } from '@/ui/report-page';
import { DEFAULT_RANGE, exportPages, realtimeSalaryQueryOptions } from '../api/reports';
import { useNow } from '../hooks/use-now';
import { formatCountdown, nextSettlement, secondsUntil } from '../logic/settlement';
import { ExportButton } from './export-button';
import { GatedReport } from './gated-report';
import { useRealtimeSalaryColumns } from './payout-columns';
import './agent-reports.css';

const route = getRouteApi('/_agent/agentHome/realtime-salary');

/** agentRealtimeSalary (type agentRealtimeSalary): settled every 5 minutes (SPEC 9), with the next settlement counting down. */
export function RealtimeSalaryPage() {
  return (
    <GatedReport gate="realtimeSalary">
      <RealtimeSalaryReport />
    </GatedReport>
  );
}

function RealtimeSalaryReport() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const client = useQueryClient();
  const { table, csv } = useRealtimeSalaryColumns();
  const records = useQuery(realtimeSalaryQueryOptions(search));
  const onSearchChange = (patch: Partial<TableSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });
  const totals = records.data?.totals;
  const { from, to } = effectiveRange(search, DEFAULT_RANGE.realtimeSalary);
  const now = useNow();
  const next = nextSettlement(now, records.data?.intervalMinutes);
  const left = formatCountdown(secondsUntil(now, next));

  // A settlement ran: fetch the new row.
  const { refetch } = records;
  const nextAt = next.getTime();
  const settled = useRef(nextAt);
  useEffect(() => {
    if (settled.current === nextAt) return;
    settled.current = nextAt;
    void refetch();
  }, [nextAt, refetch]);

  return (
    <ReportPage
      title={t`Real-time salary`}
      description={t`Your contract rate on the team's valid bet, settled every 5 minutes.`}
      actions={<ExportButton fetchPage={exportPages.realtimeSalary(client, search)} columns={csv} fileName={csvFileName('realtime-salary', from, to)} />}
      search={search}
      onSearchChange={onSearchChange}
      defaultPreset={DEFAULT_RANGE.realtimeSalary}
      summary={[
        {
          label: t`Next settlement`,
          value: (
            <span className="settlement">
              <time dateTime={next.toISOString()}>{dayjs(next).format('HH:mm')}</time>
              <span className="settlement__countdown" role="timer" aria-label={t`Time to the next settlement`}>
                {t`in ${left}`}
              </span>
            </span>
          ),
        },
        ...(totals
          ? [
              { label: t`Salary paid`, value: formatMoney(totals.amount), tone: 'up' as const },
              { label: t`Team valid bet`, value: formatMoney(totals.teamValidBet) },
            ]
          : []),
      ]}
      total={records.data?.total}
      table={{
        label: t`Real-time salary`,
        columns: table,
        ...queryRows(records),
        getRowId: (row) => row.settleTime,
        totals: totals ? { teamValidBet: <MoneyCell value={totals.teamValidBet} />, amount: <MoneyCell value={totals.amount} /> } : undefined,
      }}
    />
  );
}
