import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGetMemberIconQueryOptions } from '@generated/api/member/member';
import { unreadCountQueryOptions, walletBalanceQueryOptions } from '@/api/queries';
import { STALE, unwrap } from '@/api/query-options';
import { useSession } from '@/api/use-session';

/** The main balance: fetched when the member bar loads, refreshed by its button. */
export function useBalance() {
  const current = useSession();
  return useQuery({ ...walletBalanceQueryOptions(), enabled: !!current?.token });
}

export const memberIconQueryOptions = () =>
  queryOptions({ ...getGetMemberIconQueryOptions(), staleTime: STALE.long, select: (response) => unwrap(response).iconUrl });

export function useMemberIcon() {
  const current = useSession();
  return useQuery({ ...memberIconQueryOptions(), enabled: !!current?.token });
}

/** Unread platform messages; never asked for a trial user (SPEC 6). */
export function useUnreadCount() {
  const current = useSession();
  return useQuery({ ...unreadCountQueryOptions(), enabled: !!current?.token && current.isTrial !== true });
}
