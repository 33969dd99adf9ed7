import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ReferralPage } from '@/features/promotions';

export const Route = createFileRoute('/_player/_auth/member/referral')({
  staticData: { menu: { area: 'member', key: 'referral', order: 11, label: msg`Invite friends`, icon: 'users', gate: 'REFERRAL' } },
  component: ReferralPage,
});
