import { useGetWhitelabel, type getWhitelabel } from '@generated/api/system/system';
import { flagMap } from '../logic/member-menu';

const selectFlags = (response: Awaited<ReturnType<typeof getWhitelabel>>) => flagMap(response.value);

/** Whitelabel flags (modId to enabled) as a lookup. */
export function useWhitelabelFlags() {
  return useGetWhitelabel({ query: { select: selectFlags, staleTime: 5 * 60_000 } });
}
