import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/ui/coming-soon';

export const Route = createFileRoute('/_player/_auth/member/account-record')({
  staticData: { menu: { area: 'member', key: 'transactionHistory', order: 7, label: msg`Account record`, icon: 'history' } },
  component: ComingSoon,
});
