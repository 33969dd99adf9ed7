import { QueryClient } from '@tanstack/react-query';
import { retryOnMountAfterFresh, retryUpTo } from '@/api/retry-policy';

/** Retries only what a retry can fix: the network and 5xx, twice (never a time-out), and shows a fresh failure rather than asking again on mount (retry-policy.ts). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: retryUpTo(2),
        retryOnMount: retryOnMountAfterFresh,
      },
      mutations: { retry: false },
    },
  });
}
