import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/ui/coming-soon';

export const Route = createFileRoute('/_agent/agentHome/account-details')({
  staticData: { menu: { area: 'agent', key: 'agentDownlineTransactionDetailsCopy', order: 8, label: msg`Account details`, icon: 'history' } },
  component: ComingSoon,
});
