import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/ui/coming-soon';

export const Route = createFileRoute('/_player/_auth/member/withdraw')({
  staticData: { menu: { area: 'member', key: 'withdraw', order: 4, label: msg`Withdraw`, icon: 'withdraw' } },
  component: ComingSoon,
});
