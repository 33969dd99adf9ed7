import { useGetPermission } from '@generated/api/system/system';

/** The site's configuration read from the server (customer service, resources, flags). */
export function usePermission() {
  return useGetPermission({ query: { select: (response) => response.value, staleTime: 5 * 60_000 } });
}
