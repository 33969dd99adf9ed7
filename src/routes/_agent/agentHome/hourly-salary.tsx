import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { agentReportsCalls, GatedReport, reportSearchSchema, useHourSalaryColumns, useSalaryTotals } from '@/features/agent-reports';
import { defineReport } from '@/ui/report-page';

/** agentHourSalary (type hourSalary): the salary of each past hour. */
const { Page, queryOptions } = defineReport({
  fetcher: agentReportsCalls.listHourSalaryRecords,
  queryKey: agentReportsCalls.getListHourSalaryRecordsQueryKey,
  search: reportSearchSchema,
  defaultRange: 'today',
  exportName: 'hourly-salary',
  frame: GatedReport,
  useView: () => {
    const { t } = useLingui();
    const { table, csv } = useHourSalaryColumns();
    return {
      title: t`Hourly salary`,
      description: t`Your contract rate on the team's valid bet of each hour that reached the contract's bet per hour.`,
      columns: table,
      csv,
      rowId: (row) => row.hour,
      ...useSalaryTotals(),
    };
  },
});

export const Route = createFileRoute('/_agent/agentHome/hourly-salary')({
  staticData: { menu: { area: 'agent', key: 'agentHourSalary', order: 11, label: msg`Hourly salary`, icon: 'history', gate: 'hourSalary' } },
  validateSearch: reportSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(queryOptions(deps)),
  component: Page,
});
