import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DownlinesPage, downlinesQueryOptions, downlinesSearchSchema } from '@/features/agent';

export const Route = createFileRoute('/_agent/agentHome/downlines')({
  staticData: { menu: { area: 'agent', key: 'downlineManagmentView', order: 4, label: msg`Downline management`, icon: 'users' } },
  validateSearch: downlinesSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(downlinesQueryOptions(deps)),
  component: DownlinesPage,
});
