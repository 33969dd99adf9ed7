import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';

/** Retries only what a retry can fix: the network, time-outs and 5xx. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 2 &&
          isApiError(error) &&
          (error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && (error.status ?? 0) >= 500)),
      },
      mutations: { retry: false },
    },
  });
}
