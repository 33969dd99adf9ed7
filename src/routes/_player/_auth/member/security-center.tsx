import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SecurityCenterPage } from '@/features/member';
import { bankAccountsQueryOptions, profileQueryOptions } from '@/features/payments';

export const Route = createFileRoute('/_player/_auth/member/security-center')({
  staticData: { menu: { area: 'member', key: 'securityCenter', order: 1, label: msg`Security centre`, icon: 'shield' } },
  // Fetch with the route (and on hover of a link to it); nothing waits for the answers (issue 33, ADR 0037): the page
  // draws its header and its own placeholders at once (its header is the member centre's largest paint, which waited
  // for both calls), and each card fills in when its answer comes.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(profileQueryOptions());
    void context.queryClient.prefetchQuery(bankAccountsQueryOptions());
  },
  component: SecurityCenterPage,
});
