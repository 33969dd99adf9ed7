import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { IncomePage, incomeReport, reportSearchSchema } from '@/features/agent-reports';

export const Route = createFileRoute('/_agent/agentHome/income')({
  staticData: { menu: { area: 'agent', key: 'agentRevenueReport', order: 7, label: msg`My income`, icon: 'coins' } },
  validateSearch: reportSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(incomeReport.queryOptions(deps)),
  component: IncomePage,
});
