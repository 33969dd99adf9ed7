import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { agentReportsCalls, GatedReport, reportSearchSchema, useNextSettlement, useRealtimeSalaryColumns, useSalaryTotals } from '@/features/agent-reports';
import { defineReport } from '@/ui/report-page';

/** agentRealtimeSalary (type agentRealtimeSalary): settled every 5 minutes (SPEC 9), with the next settlement counting down. */
const { Page, queryOptions } = defineReport({
  fetcher: agentReportsCalls.listRealtimeSalaryRecords,
  queryKey: agentReportsCalls.getListRealtimeSalaryRecordsQueryKey,
  search: reportSearchSchema,
  defaultRange: 'today',
  exportName: 'realtime-salary',
  frame: GatedReport,
  useView: ({ query }) => {
    const { t } = useLingui();
    const { table, csv } = useRealtimeSalaryColumns();
    return {
      title: t`Real-time salary`,
      description: t`Your contract rate on the team's valid bet, settled every 5 minutes.`,
      columns: table,
      csv,
      rowId: (row) => row.settleTime,
      pinned: [useNextSettlement(query.data?.intervalMinutes, query.refetch)],
      ...useSalaryTotals(),
    };
  },
});

export const Route = createFileRoute('/_agent/agentHome/realtime-salary')({
  staticData: { menu: { area: 'agent', key: 'agentRealtimeSalary', order: 12, label: msg`Real-time salary`, icon: 'fire', gate: 'realtimeSalary' } },
  validateSearch: reportSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(queryOptions(deps)),
  component: Page,
});
