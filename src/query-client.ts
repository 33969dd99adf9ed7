import { QueryClient } from '@tanstack/react-query';
import { retryOnMountUnlessFreshTimeout, retryUpTo } from '@/api/retry-policy';

/** Retries only what a retry can fix: the network and 5xx, twice (never a time-out), and shows a fresh time-out rather than waiting for it again on mount (retry-policy.ts). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: retryUpTo(2),
        retryOnMount: retryOnMountUnlessFreshTimeout,
      },
      mutations: { retry: false },
    },
  });
}
