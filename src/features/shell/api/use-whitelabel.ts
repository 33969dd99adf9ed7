import { useGetPermission, type getPermission } from '@generated/api/system/system';
import { flagMap } from '../logic/member-menu';
import { unwrap } from '@/api/unwrap';

const selectFlags = (response: Awaited<ReturnType<typeof getPermission>>) => flagMap(unwrap(response).whitelabel);

/**
 * Whitelabel flags (modId to enabled) as a lookup, read from the site
 * permission like the account screens do: one source for the flags, and the
 * permission call the shell makes anyway.
 */
export function useWhitelabelFlags() {
  return useGetPermission({ query: { select: selectFlags, staleTime: 5 * 60_000 } });
}
