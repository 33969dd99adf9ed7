import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BettingRecordPage, bettingRecordQueryOptions, bettingRecordSearchSchema } from '@/features/member';

export const Route = createFileRoute('/_player/_auth/member/betting-record')({
  staticData: { menu: { area: 'member', key: 'personalHistoryCopy', order: 6, label: msg`Betting record`, icon: 'receipt' } },
  validateSearch: bettingRecordSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(bettingRecordQueryOptions(deps)),
  component: BettingRecordPage,
});
