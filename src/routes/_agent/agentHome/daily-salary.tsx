import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { agentReportsCalls, GatedReport, reportSearchSchema, useDailySalaryColumns, useSalaryTotals } from '@/features/agent-reports';
import { defineReport } from '@/ui/report-page';

/** agentDailyWages2 (type salary): the salary of each day, today's an estimate until it is settled. */
const { Page, queryOptions } = defineReport({
  fetcher: agentReportsCalls.listDailySalaryRecords,
  queryKey: agentReportsCalls.getListDailySalaryRecordsQueryKey,
  search: reportSearchSchema,
  defaultRange: 'last30',
  exportName: 'daily-salary',
  frame: GatedReport,
  useView: () => {
    const { t } = useLingui();
    const { table, csv } = useDailySalaryColumns();
    return {
      title: t`Daily salary`,
      description: t`Your contract rate on the team's valid bet of each day where the team reached the contract's active members and bet.`,
      columns: table,
      csv,
      rowId: (row) => row.date,
      ...useSalaryTotals(),
    };
  },
});

export const Route = createFileRoute('/_agent/agentHome/daily-salary')({
  staticData: { menu: { area: 'agent', key: 'agentDailyWages2', order: 10, label: msg`Daily salary`, icon: 'wallet', gate: 'salary' } },
  validateSearch: reportSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(queryOptions(deps)),
  component: Page,
});
