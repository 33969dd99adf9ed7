import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TeamBettingPage, teamBettingReport, memberReportSearchSchema } from '@/features/agent-reports';

export const Route = createFileRoute('/_agent/agentHome/team-betting')({
  staticData: { menu: { area: 'agent', key: 'personalHistoryCopy', order: 5, label: msg`Team betting`, icon: 'receipt' } },
  validateSearch: memberReportSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(teamBettingReport.queryOptions(deps)),
  component: TeamBettingPage,
});
