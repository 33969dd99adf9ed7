import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { WithdrawPage, bankAccountsQueryOptions, withdrawSettingsQueryOptions, withdrawalsQueryOptions } from '@/features/member';

export const Route = createFileRoute('/_player/_auth/member/withdraw')({
  staticData: { menu: { area: 'member', key: 'withdraw', order: 4, label: msg`Withdraw`, icon: 'withdraw' } },
  // Fetch with the route (and on hover of a link to it); the page shows its own loading and error states.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.prefetchQuery(withdrawSettingsQueryOptions()),
      queryClient.prefetchQuery(bankAccountsQueryOptions()),
      queryClient.prefetchQuery(withdrawalsQueryOptions()),
    ]),
  component: WithdrawPage,
});
