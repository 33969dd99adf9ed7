import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DailySalaryPage, dailySalaryReport, reportSearchSchema } from '@/features/agent-reports';

export const Route = createFileRoute('/_agent/agentHome/daily-salary')({
  staticData: { menu: { area: 'agent', key: 'agentDailyWages2', order: 10, label: msg`Daily salary`, icon: 'wallet', gate: 'salary' } },
  validateSearch: reportSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(dailySalaryReport.queryOptions(deps)),
  component: DailySalaryPage,
});
