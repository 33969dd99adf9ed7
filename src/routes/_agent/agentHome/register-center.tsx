import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/ui/coming-soon';

export const Route = createFileRoute('/_agent/agentHome/register-center')({
  staticData: { menu: { area: 'agent', key: 'registerCenter', order: 3, label: msg`Create account`, icon: 'user' } },
  component: ComingSoon,
});
