import { QueryClient } from '@tanstack/react-query';
import { retryUpTo } from '@/api/retry-policy';

/** Retries only what a retry can fix: the network and 5xx, twice (never a time-out: see retry-policy.ts). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: retryUpTo(2),
      },
      mutations: { retry: false },
    },
  });
}
