import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { getListRealtimeSalaryRecordsQueryKey, listRealtimeSalaryRecords } from '@generated/api/agent-reports/agent-reports';
import { tableSearchSchema } from '@/ui/data-table';
import { defineReport } from '@/ui/report-page';
import { GatedReport } from '../components/gated-report';
import { useRealtimeSalaryColumns } from '../components/payout-columns';
import { useSalaryTotals } from '../components/salary-totals';
import { useNow } from '@/lib/use-now';
import { formatCountdown, nextSettlement, secondsUntil } from '../logic/settlement';
import '../components/agent-reports.css';
import { formatTime } from '@/lib/format';

/** agentRealtimeSalary (type agentRealtimeSalary): settled every 5 minutes (SPEC 9), with the next settlement counting down. */
export const realtimeSalaryReport = defineReport({
  fetcher: listRealtimeSalaryRecords,
  queryKey: getListRealtimeSalaryRecordsQueryKey,
  search: tableSearchSchema,
  defaultRange: 'today',
  exportName: 'realtime-salary',
  frame: GatedReport,
  useView: ({ query }) => {
    const { t } = useLingui();
    const { table, csv } = useRealtimeSalaryColumns();
    const now = new Date(useNow());
    const next = nextSettlement(now, query.data?.intervalMinutes);
    const left = formatCountdown(secondsUntil(now, next));

    // A settlement ran: fetch the new row.
    const { refetch } = query;
    const nextAt = next.getTime();
    const settled = useRef(nextAt);
    useEffect(() => {
      if (settled.current === nextAt) return;
      settled.current = nextAt;
      void refetch();
    }, [nextAt, refetch]);

    return {
      title: t`Real-time salary`,
      description: t`Your contract rate on the team's valid bet, settled every 5 minutes.`,
      columns: table,
      csv,
      rowId: (row) => row.settleTime,
      pinned: [
        {
          label: t`Next settlement`,
          value: (
            <span className="settlement">
              <time dateTime={next.toISOString()}>{formatTime(next)}</time>
              <span className="settlement__countdown" role="timer" aria-label={t`Time to the next settlement`}>
                {t`in ${left}`}
              </span>
            </span>
          ),
        },
      ],
      ...useSalaryTotals(),
    };
  },
});

export const RealtimeSalaryPage = realtimeSalaryReport.Page;
