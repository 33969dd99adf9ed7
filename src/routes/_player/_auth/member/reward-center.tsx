import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/ui/coming-soon';

export const Route = createFileRoute('/_player/_auth/member/reward-center')({
  staticData: { menu: { area: 'member', key: 'rewardCenter', order: 10, label: msg`Reward centre`, icon: 'crown', badge: 'rewards' } },
  component: ComingSoon,
});
