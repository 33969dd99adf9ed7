import type { QueryClient } from '@tanstack/react-query';

/**
 * The one thing the mock panel needs from the running app: its query client,
 * so a change of overrides or data refetches what is on screen instead of
 * reloading the page. main.tsx connects it (mock mode only).
 */
let queryClient: QueryClient | undefined;

export function connectQueryClient(client: QueryClient): void {
  queryClient = client;
}

/** Refetches every query of the page, or reloads it when no client is connected. */
export function refreshApp(): void {
  if (queryClient) void queryClient.invalidateQueries();
  else window.location.reload();
}

/** Refetches every query of the page when the app is connected (a mock-only call changed the world); else nothing. */
export function refreshQueries(): void {
  if (queryClient) void queryClient.invalidateQueries();
}
