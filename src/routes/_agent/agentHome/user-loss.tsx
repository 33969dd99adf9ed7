import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { UserLossPage, userLossReport, memberReportSearchSchema } from '@/features/agent-reports';

export const Route = createFileRoute('/_agent/agentHome/user-loss')({
  staticData: { menu: { area: 'agent', key: 'palStatementsAgentCopy', order: 6, label: msg`User loss`, icon: 'chart' } },
  validateSearch: memberReportSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(userLossReport.queryOptions(deps)),
  component: UserLossPage,
});
