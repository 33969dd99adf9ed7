import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/ui/coming-soon';

export const Route = createFileRoute('/_agent/agentHome/hourly-salary')({
  staticData: { menu: { area: 'agent', key: 'agentHourSalary', order: 11, label: msg`Hourly salary`, icon: 'history', gate: 'hourSalary' } },
  component: ComingSoon,
});
