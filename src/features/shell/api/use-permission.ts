import { useGetPermission } from '@generated/api/system/system';
import { unwrap } from '@/api/unwrap';

/** The site's configuration read from the server (customer service, resources, flags). */
export function usePermission() {
  return useGetPermission({ query: { select: (response) => unwrap(response), staleTime: 5 * 60_000 } });
}
