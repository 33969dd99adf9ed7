import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/ui/coming-soon';

export const Route = createFileRoute('/_agent/agentHome/withdraw')({
  staticData: { menu: { area: 'agent', key: 'agentWithdraw', order: 14, label: msg`Withdraw`, icon: 'withdraw' } },
  component: ComingSoon,
});
