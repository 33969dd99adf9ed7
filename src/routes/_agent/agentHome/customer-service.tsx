import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CustomerServicePage } from '@/features/agent';

export const Route = createFileRoute('/_agent/agentHome/customer-service')({
  staticData: { menu: { area: 'agent', key: 'agentCustomerService', order: 16, label: msg`Customer service`, icon: 'headset' } },
  component: CustomerServicePage,
});
