import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/ui/coming-soon';

export const Route = createFileRoute('/_agent/agentHome/downlines')({
  staticData: { menu: { area: 'agent', key: 'downlineManagmentView', order: 4, label: msg`Downline management`, icon: 'users' } },
  component: ComingSoon,
});
