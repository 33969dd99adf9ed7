import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/ui/coming-soon';

export const Route = createFileRoute('/_agent/agentHome/team-overview')({
  staticData: { menu: { area: 'agent', key: 'agentTeamOverview', order: 2, label: msg`Team overview`, icon: 'chart' } },
  component: ComingSoon,
});
