import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/ui/coming-soon';

export const Route = createFileRoute('/_agent/agentHome/realtime-salary')({
  staticData: { menu: { area: 'agent', key: 'agentRealtimeSalary', order: 12, label: msg`Real-time salary`, icon: 'fire', gate: 'realtimeSalary' } },
  component: ComingSoon,
});
