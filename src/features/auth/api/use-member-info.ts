import { useQuery } from '@tanstack/react-query';
import { memberInfoQueryOptions } from '@/api/queries';
import { useSession } from '@/api/use-session';

/** Member info of the logged-in user (nothing is fetched for a guest). */
export function useMemberInfo() {
  const current = useSession();
  return useQuery({ ...memberInfoQueryOptions(), enabled: !!current?.token });
}
