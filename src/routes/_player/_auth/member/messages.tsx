import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { MessagesPage, messagesQueryOptions, messagesSearchSchema } from '@/features/messages';

export const Route = createFileRoute('/_player/_auth/member/messages')({
  staticData: { menu: { area: 'member', key: 'messageV2', order: 13, label: msg`Messages`, icon: 'mail', badge: 'messages' } },
  validateSearch: messagesSearchSchema,
  loaderDeps: ({ search }) => search,
  // The page shows its own loading and error states; the request starts with the route (and on hover of a link).
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(messagesQueryOptions(deps)),
  component: MessagesPage,
});
