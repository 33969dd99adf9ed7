import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RewardCenterPage, rewardCentreSearchSchema } from '@/features/promotions';

export const Route = createFileRoute('/_player/_auth/member/reward-center')({
  staticData: { menu: { area: 'member', key: 'rewardCenter', order: 10, label: msg`Reward centre`, icon: 'crown', badge: 'rewards' } },
  validateSearch: rewardCentreSearchSchema,
  component: RewardCenterPage,
});
