import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TransferUplinePage, uplineQueryOptions } from '@/features/payments';

export const Route = createFileRoute('/_player/_auth/member/transfer-upline')({
  staticData: { menu: { area: 'member', key: 'transferUpline', order: 5, label: msg`Transfer to upline`, icon: 'users' } },
  // Fetch with the route (and on hover of a link to it); the page shows its own loading and error states.
  loader: ({ context }) => context.queryClient.prefetchQuery(uplineQueryOptions()),
  component: TransferUplinePage,
});
