import type { UseQueryResult } from '@tanstack/react-query';

/** A table's rows and loading state from the query of a server page (`{ list }`): rows, status, error, retry, refreshing. */
export function queryRows<T>(query: UseQueryResult<{ list?: T[] }>) {
  return {
    rows: query.data?.list,
    status: query.status,
    error: query.error,
    onRetry: () => void query.refetch(),
    refreshing: query.isPlaceholderData,
  };
}
