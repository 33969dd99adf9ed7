import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { WithdrawPage, prefetchWithdrawPage } from '@/features/payments';

export const Route = createFileRoute('/_player/_auth/member/withdraw')({
  staticData: { menu: { area: 'member', key: 'withdraw', order: 4, label: msg`Withdraw`, icon: 'withdraw' } },
  // Fetch with the route (and on hover of a link to it); the page shows its own loading and error states.
  loader: ({ context: { queryClient } }) => prefetchWithdrawPage(queryClient),
  component: WithdrawPage,
});
