import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * The one thing the mock panel needs from the running app: its query client,
 * so a change of overrides or data refetches what is on screen instead of
 * reloading the page. main.tsx connects it (mock mode only).
 */
let queryClient: QueryClient | undefined;

export function connectQueryClient(client: QueryClient): void {
  queryClient = client;
}

/**
 * A call in flight that the invalidation does not start again: a first fetch (no data yet: TanStack Query joins it
 * rather than cancel it) or one nobody watches. Its answer may have been made before the change, and its success
 * clears the invalidation: it is asked again once it lands.
 */
const notRestarted = (query: Query) => query.state.fetchStatus === 'fetching' && (query.state.data === undefined || !query.isActive());

/**
 * Refetches every query of the page after the mocks' world changed, the ones in flight too: the demo clock moved
 * while the reality check's first fetch was under way, and the check never came (the e2e journey's rare miss).
 */
export function refetchAfterChange(client: QueryClient): void {
  const cache = client.getQueryCache();
  const waiting = new Set(cache.findAll({ predicate: notRestarted }));
  void client.invalidateQueries();
  if (waiting.size === 0) return;
  const unsubscribe = cache.subscribe((event) => {
    const { query } = event;
    if (!waiting.has(query) || (event.type !== 'removed' && query.state.fetchStatus !== 'idle')) return;
    waiting.delete(query);
    if (event.type !== 'removed') void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
    if (waiting.size === 0) unsubscribe();
  });
}

/** Refetches every query of the page, or reloads it when no client is connected. */
export function refreshApp(): void {
  if (queryClient) refetchAfterChange(queryClient);
  else window.location.reload();
}

/** Refetches every query of the page when the app is connected (a mock-only call changed the world); else nothing. */
export function refreshQueries(): void {
  if (queryClient) refetchAfterChange(queryClient);
}
