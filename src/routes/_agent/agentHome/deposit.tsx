import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/ui/coming-soon';

export const Route = createFileRoute('/_agent/agentHome/deposit')({
  staticData: { menu: { area: 'agent', key: 'agentDeposit', order: 13, label: msg`Deposit`, icon: 'deposit' } },
  component: ComingSoon,
});
