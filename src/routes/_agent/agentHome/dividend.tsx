import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DividendPage, dividendReport, reportSearchSchema } from '@/features/agent-reports';

export const Route = createFileRoute('/_agent/agentHome/dividend')({
  staticData: { menu: { area: 'agent', key: 'agentDividendRecordCopy2', order: 9, label: msg`Dividend`, icon: 'gift', gate: 'dividend' } },
  validateSearch: reportSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(dividendReport.queryOptions(deps)),
  component: DividendPage,
});
