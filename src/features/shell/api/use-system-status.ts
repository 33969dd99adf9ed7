import { useGetSystemStatus } from '@generated/api/system/system';
import { unwrap } from '@/api/unwrap';

/**
 * System status decides what the root shows. A failed status call must not
 * lock players out, so the caller treats an error as "normal".
 */
export function useSystemStatus() {
  return useGetSystemStatus({ query: { select: (response) => unwrap(response), staleTime: 60_000, retry: 1 } });
}
