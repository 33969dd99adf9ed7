import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { WithdrawPage, prefetchWithdrawPage } from '@/features/payments';

// The agent withdraws in the agent centre (issue 27: leaving for /member/withdraw dropped the agent into the player site).
export const Route = createFileRoute('/_agent/agentHome/withdraw')({
  staticData: { menu: { area: 'agent', key: 'agentWithdraw', order: 14, label: msg`Withdraw`, icon: 'withdraw' } },
  loader: ({ context: { queryClient } }) => prefetchWithdrawPage(queryClient),
  component: WithdrawPage,
});
