import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/ui/coming-soon';

export const Route = createFileRoute('/_agent/agentHome/dividend')({
  staticData: { menu: { area: 'agent', key: 'agentDividendRecordCopy2', order: 9, label: msg`Dividend`, icon: 'gift', gate: 'dividend' } },
  component: ComingSoon,
});
