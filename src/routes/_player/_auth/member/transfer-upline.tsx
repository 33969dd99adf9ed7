import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/ui/coming-soon';

export const Route = createFileRoute('/_player/_auth/member/transfer-upline')({
  staticData: { menu: { area: 'member', key: 'transferUpline', order: 5, label: msg`Transfer to upline`, icon: 'users' } },
  component: ComingSoon,
});
