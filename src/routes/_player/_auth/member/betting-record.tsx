import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BettingRecordPage, bettingRecordReport, bettingRecordSearchSchema } from '@/features/records';

export const Route = createFileRoute('/_player/_auth/member/betting-record')({
  staticData: { menu: { area: 'member', key: 'personalHistoryCopy', order: 6, label: msg`Betting record`, icon: 'receipt' } },
  validateSearch: bettingRecordSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(bettingRecordReport.queryOptions(deps)),
  component: BettingRecordPage,
});
