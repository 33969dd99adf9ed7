import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DepositPage, depositOptionsQueryOptions, depositSearchSchema } from '@/features/payments';

// The agent tops up in the agent centre (issue 27: leaving for /member/deposit dropped the agent into the player site).
export const Route = createFileRoute('/_agent/agentHome/deposit')({
  staticData: { menu: { area: 'agent', key: 'agentDeposit', order: 13, label: msg`Deposit`, icon: 'deposit' } },
  validateSearch: depositSearchSchema,
  loader: ({ context }) => context.queryClient.prefetchQuery(depositOptionsQueryOptions()),
  component: DepositPage,
});
