import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HourlySalaryPage, hourlySalaryReport, reportSearchSchema } from '@/features/agent-reports';

export const Route = createFileRoute('/_agent/agentHome/hourly-salary')({
  staticData: { menu: { area: 'agent', key: 'agentHourSalary', order: 11, label: msg`Hourly salary`, icon: 'history', gate: 'hourSalary' } },
  validateSearch: reportSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(hourlySalaryReport.queryOptions(deps)),
  component: HourlySalaryPage,
});
