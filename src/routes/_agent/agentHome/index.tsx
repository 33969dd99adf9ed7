import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC 9: the agent centre opens on agentTeamOverview.
export const Route = createFileRoute('/_agent/agentHome/')({
  beforeLoad: () => {
    throw redirect({ to: '/agentHome/team-overview', replace: true });
  },
});
