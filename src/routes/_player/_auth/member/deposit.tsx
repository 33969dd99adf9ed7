import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/ui/coming-soon';

export const Route = createFileRoute('/_player/_auth/member/deposit')({
  staticData: { menu: { area: 'member', key: 'depositv2', order: 3, label: msg`Deposit`, icon: 'deposit' } },
  component: ComingSoon,
});
