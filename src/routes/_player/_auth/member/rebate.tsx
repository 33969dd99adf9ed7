import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RebatePage } from '@/features/promotions';

export const Route = createFileRoute('/_player/_auth/member/rebate')({
  staticData: { menu: { area: 'member', key: 'manualRebate', order: 14, label: msg`Manual rebate`, icon: 'rebate', gate: 'MANPLAYREB3' } },
  component: RebatePage,
});
