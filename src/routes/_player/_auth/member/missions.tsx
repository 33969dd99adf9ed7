import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MissionsPage } from '@/features/promotions';

export const Route = createFileRoute('/_player/_auth/member/missions')({
  staticData: { menu: { area: 'member', key: 'missionLeaderboard', order: 12, label: msg`Missions`, icon: 'trophy', badge: 'missions' } },
  component: MissionsPage,
});
