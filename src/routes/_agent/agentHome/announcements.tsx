import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { agentAnnouncementsQueryOptions, agentAnnouncementsSearchSchema, AnnouncementsPage } from '@/features/agent';

export const Route = createFileRoute('/_agent/agentHome/announcements')({
  staticData: { menu: { area: 'agent', key: 'agentAnnouncement', order: 1, label: msg`Announcements`, icon: 'speaker' } },
  validateSearch: agentAnnouncementsSearchSchema,
  loaderDeps: ({ search }) => ({ pageNo: search.pageNo, pageSize: search.pageSize }),
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(agentAnnouncementsQueryOptions(deps.pageNo, deps.pageSize)),
  component: AnnouncementsPage,
});
