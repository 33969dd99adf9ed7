import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/ui/coming-soon';

export const Route = createFileRoute('/_agent/agentHome/messages')({
  staticData: { menu: { area: 'agent', key: 'agentMessages', order: 15, label: msg`Messages`, icon: 'mail' } },
  component: ComingSoon,
});
