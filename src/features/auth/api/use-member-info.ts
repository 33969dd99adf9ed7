import { useGetMemberInfo } from '@generated/api/member/member';
import { useSession } from '@/api/use-session';
import { unwrap } from '@/api/unwrap';

/** Member info of the logged-in user (nothing is fetched for a guest). */
export function useMemberInfo() {
  const current = useSession();
  return useGetMemberInfo({ query: { enabled: !!current?.token, select: (response) => unwrap(response) } });
}
