import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SecurityCenterPage } from '@/features/member';

export const Route = createFileRoute('/_player/_auth/member/security-center')({
  staticData: { menu: { area: 'member', key: 'securityCenter', order: 1, label: msg`Security centre`, icon: 'shield' } },
  component: SecurityCenterPage,
});
