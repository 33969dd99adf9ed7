import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/ui/coming-soon';

export const Route = createFileRoute('/_agent/agentHome/user-loss')({
  staticData: { menu: { area: 'agent', key: 'palStatementsAgentCopy', order: 6, label: msg`User loss`, icon: 'chart' } },
  component: ComingSoon,
});
