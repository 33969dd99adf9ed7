import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';

// The agent menu's deposit entry opens the member page (the same session works there).
export const Route = createFileRoute('/_agent/agentHome/deposit')({
  staticData: { menu: { area: 'agent', key: 'agentDeposit', order: 13, label: msg`Deposit`, icon: 'deposit' } },
  beforeLoad: () => {
    throw redirect({ to: '/member/deposit' });
  },
});
