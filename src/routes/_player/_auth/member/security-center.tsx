import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SecurityCenterPage } from '@/features/member';
import { bankAccountsQueryOptions, profileQueryOptions } from '@/features/payments';

export const Route = createFileRoute('/_player/_auth/member/security-center')({
  staticData: { menu: { area: 'member', key: 'securityCenter', order: 1, label: msg`Security centre`, icon: 'shield' } },
  // Fetch with the route (and on hover of a link to it); the page shows its own loading and error states.
  loader: ({ context }) =>
    Promise.all([context.queryClient.prefetchQuery(profileQueryOptions()), context.queryClient.prefetchQuery(bankAccountsQueryOptions())]),
  component: SecurityCenterPage,
});
