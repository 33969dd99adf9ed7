import { useGetMemberIcon, useGetUnreadMessageCount } from '@generated/api/member/member';
import { useGetWalletBalance } from '@generated/api/wallet/wallet';
import { useSession } from '@/api/use-session';
import { unwrap } from '@/api/unwrap';

/** The main balance: fetched when the member bar loads, refreshed by its button. */
export function useBalance() {
  const current = useSession();
  return useGetWalletBalance({ query: { enabled: !!current?.token, select: (response) => unwrap(response) } });
}

export function useMemberIcon() {
  const current = useSession();
  return useGetMemberIcon({ query: { enabled: !!current?.token, staleTime: 10 * 60_000, select: (response) => unwrap(response).iconUrl } });
}

/** Unread platform messages; never asked for a trial user (SPEC 6). */
export function useUnreadCount() {
  const current = useSession();
  return useGetUnreadMessageCount({ query: { enabled: !!current?.token && current.isTrial !== true, select: (response) => unwrap(response) } });
}
