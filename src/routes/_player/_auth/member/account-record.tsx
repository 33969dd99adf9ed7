import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountRecordPage, accountRecordReport, accountRecordSearchSchema } from '@/features/records';

export const Route = createFileRoute('/_player/_auth/member/account-record')({
  staticData: { menu: { area: 'member', key: 'transactionHistory', order: 7, label: msg`Account record`, icon: 'history' } },
  validateSearch: accountRecordSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(accountRecordReport.queryOptions(deps)),
  component: AccountRecordPage,
});
