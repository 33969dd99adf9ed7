import { msg } from '@lingui/core/macro';
import { createFileRoute, redirect } from '@tanstack/react-router';

// The agent menu's platform messages entry opens the member page (the same session works there).
export const Route = createFileRoute('/_agent/agentHome/messages')({
  staticData: { menu: { area: 'agent', key: 'agentMessages', order: 15, label: msg`Platform messages`, icon: 'mail' } },
  beforeLoad: () => {
    throw redirect({ to: '/member/messages' });
  },
});
