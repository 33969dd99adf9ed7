import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/ui/coming-soon';

export const Route = createFileRoute('/_agent/agentHome/daily-salary')({
  staticData: { menu: { area: 'agent', key: 'agentDailyWages2', order: 10, label: msg`Daily salary`, icon: 'wallet', gate: 'salary' } },
  component: ComingSoon,
});
