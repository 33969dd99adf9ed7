import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/ui/coming-soon';

export const Route = createFileRoute('/_player/_auth/member/profit-loss')({
  staticData: { menu: { area: 'member', key: 'personalProfit', order: 8, label: msg`Profit and loss`, icon: 'chart' } },
  component: ComingSoon,
});
