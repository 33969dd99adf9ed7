import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/ui/coming-soon';

export const Route = createFileRoute('/_agent/agentHome/announcements')({
  staticData: { menu: { area: 'agent', key: 'agentAnnouncement', order: 1, label: msg`Announcements`, icon: 'speaker' } },
  component: ComingSoon,
});
