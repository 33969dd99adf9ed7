import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/ui/coming-soon';

export const Route = createFileRoute('/_player/_auth/member/bonus-details')({
  staticData: { menu: { area: 'member', key: 'bonusDetails', order: 9, label: msg`Bonus details`, icon: 'gift' } },
  component: ComingSoon,
});
