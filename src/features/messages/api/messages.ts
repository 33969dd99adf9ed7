import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { deleteMessage, getListMessagesQueryKey, getListMessagesQueryOptions, readMessage } from '@generated/api/messages/messages';
import type { PlatformMessage } from '@generated/model';
import { unreadCountQueryOptions } from '@/api/queries';
import { STALE, unwrap } from '@/api/query-options';
import type { MessagesSearch } from '../logic/messages-search';

/** A page of the inbox, unread first (the server orders it). */
export function messagesQueryOptions(search: MessagesSearch) {
  return queryOptions({
    ...getListMessagesQueryOptions({ pageNo: search.pageNo, pageSize: search.pageSize as 10 | 20 | 50 }),
    staleTime: STALE.short,
    placeholderData: keepPreviousData,
    select: unwrap,
  });
}

/**
 * The badges of the header and the member menu read one cache entry
 * (unreadCountQueryOptions): lower it at once, then let the server confirm.
 */
function lowerUnread(queryClient: QueryClient) {
  const { queryKey } = unreadCountQueryOptions();
  void queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData(queryKey, (previous) => (previous?.success ? { ...previous, value: Math.max(0, previous.value - 1) } : previous));
}

function refreshInbox(queryClient: QueryClient) {
  // Every page of the list (the key without parameters is their prefix), and the shared count.
  void queryClient.invalidateQueries({ queryKey: getListMessagesQueryKey() });
  void queryClient.invalidateQueries({ queryKey: unreadCountQueryOptions().queryKey });
}

/** Opening a message marks it read; an unread one lowers the badges before the answer comes. */
export function useReadMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: PlatformMessage) => unwrap(await readMessage(message.messageId)),
    onMutate: (message) => {
      if (!message.read) lowerUnread(queryClient);
    },
    onSettled: () => refreshInbox(queryClient),
  });
}

/** Deleting a message (after the member confirmed). */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: PlatformMessage) => unwrap(await deleteMessage(message.messageId)),
    onSuccess: (_deleted, message) => {
      if (!message.read) lowerUnread(queryClient);
    },
    onSettled: () => refreshInbox(queryClient),
  });
}
