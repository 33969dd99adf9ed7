import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RealtimeSalaryPage, realtimeSalaryReport, reportSearchSchema } from '@/features/agent-reports';

export const Route = createFileRoute('/_agent/agentHome/realtime-salary')({
  staticData: { menu: { area: 'agent', key: 'agentRealtimeSalary', order: 12, label: msg`Real-time salary`, icon: 'fire', gate: 'realtimeSalary' } },
  validateSearch: reportSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(realtimeSalaryReport.queryOptions(deps)),
  component: RealtimeSalaryPage,
});
