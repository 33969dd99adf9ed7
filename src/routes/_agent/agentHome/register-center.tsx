import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { agentInviteQueryOptions, RegisterCentrePage } from '@/features/agent';

export const Route = createFileRoute('/_agent/agentHome/register-center')({
  staticData: { menu: { area: 'agent', key: 'registerCenter', order: 3, label: msg`Create account`, icon: 'user' } },
  loader: ({ context }) => context.queryClient.prefetchQuery(agentInviteQueryOptions()),
  component: RegisterCentrePage,
});
