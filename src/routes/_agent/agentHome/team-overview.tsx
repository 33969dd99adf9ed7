import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TeamOverviewPage, teamOverviewQueryOptions, teamOverviewSearchSchema } from '@/features/agent';

export const Route = createFileRoute('/_agent/agentHome/team-overview')({
  staticData: { menu: { area: 'agent', key: 'agentTeamOverview', order: 2, label: msg`Team overview`, icon: 'chart' } },
  validateSearch: teamOverviewSearchSchema,
  loader: ({ context }) => context.queryClient.prefetchQuery(teamOverviewQueryOptions()),
  component: TeamOverviewPage,
});
