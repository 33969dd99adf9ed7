import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountDetailsPage, accountDetailsReport, accountDetailsSearchSchema } from '@/features/agent-reports';

export const Route = createFileRoute('/_agent/agentHome/account-details')({
  staticData: { menu: { area: 'agent', key: 'agentDownlineTransactionDetailsCopy', order: 8, label: msg`Account details`, icon: 'history' } },
  validateSearch: accountDetailsSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(accountDetailsReport.queryOptions(deps)),
  component: AccountDetailsPage,
});
