import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/ui/coming-soon';

export const Route = createFileRoute('/_agent/agentHome/income')({
  staticData: { menu: { area: 'agent', key: 'agentRevenueReport', order: 7, label: msg`My income`, icon: 'coins' } },
  component: ComingSoon,
});
