import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/ui/coming-soon';

export const Route = createFileRoute('/_agent/agentHome/team-betting')({
  staticData: { menu: { area: 'agent', key: 'personalHistoryCopy', order: 5, label: msg`Team betting`, icon: 'receipt' } },
  component: ComingSoon,
});
