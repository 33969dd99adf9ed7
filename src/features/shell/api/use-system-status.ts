import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGetSystemStatusQueryOptions } from '@generated/api/system/system';
import { STALE, unwrap } from '@/api/query-options';
import { retryUpTo } from '@/api/retry-policy';

export const systemStatusQueryOptions = () =>
  queryOptions({ ...getGetSystemStatusQueryOptions(), staleTime: STALE.short, retry: retryUpTo(1), select: unwrap });

/**
 * System status decides what the root shows. A failed status call must not
 * lock players out, so the caller treats an error as "normal".
 */
export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions());
}
