import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DepositPage, depositOptionsQueryOptions, depositSearchSchema } from '@/features/payments';

export const Route = createFileRoute('/_player/_auth/member/deposit')({
  staticData: { menu: { area: 'member', key: 'depositv2', order: 3, label: msg`Deposit`, icon: 'deposit' } },
  validateSearch: depositSearchSchema,
  // Fetch with the route (and on hover of a link to it); the page shows its own loading and error states.
  loader: ({ context }) => context.queryClient.prefetchQuery(depositOptionsQueryOptions()),
  component: DepositPage,
});
