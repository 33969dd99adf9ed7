import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/ui/coming-soon';

export const Route = createFileRoute('/_player/_auth/member/messages')({
  staticData: { menu: { area: 'member', key: 'messageV2', order: 13, label: msg`Messages`, icon: 'mail', badge: 'messages' } },
  component: ComingSoon,
});
