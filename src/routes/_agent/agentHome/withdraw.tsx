import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';

// The agent menu's withdraw entry opens the member page (the same session works there).
export const Route = createFileRoute('/_agent/agentHome/withdraw')({
  staticData: { menu: { area: 'agent', key: 'agentWithdraw', order: 14, label: msg`Withdraw`, icon: 'withdraw' } },
  beforeLoad: () => {
    throw redirect({ to: '/member/withdraw' });
  },
});
