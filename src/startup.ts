import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { gameMenusQueryOptions, permissionQueryOptions } from '@/api/queries';
import { prefetchLobby } from '@/features/lobby';
import { systemStatusQueryOptions } from '@/features/shell';

/**
 * What every first screen asks for, whatever the route: the system status (the root decides between the site,
 * maintenance and the region page on it), the permission (login settings, whitelabel flags) and the game menus
 * (the category navigation); on the lobby, the lobby's calls. Asked for at start-up, before the first render; the hooks then read the cache.
 */
export function prefetchFirstScreen(queryClient: QueryClient, language: string, pathname: string) {
  void queryClient.prefetchQuery(systemStatusQueryOptions());
  void queryClient.prefetchQuery(permissionQueryOptions());
  void queryClient.prefetchQuery(gameMenusQueryOptions(language));
  // The landing page's own calls too: its first banner is the page's largest paint (issue 12).
  if (pathname === '/') prefetchLobby(queryClient, language);
}

/**
 * The code of the routes the address matches (its layouts and its page) starts loading at start-up, beside the
 * language's catalog; the router would ask for it only on the first render, a round trip later (issue 12). Only
 * the code: the router runs guards and loaders itself, and reports a chunk that failed to load.
 */
export function preloadRouteCode(router: AnyRouter, pathname: string) {
  const [branch] = router.getMatchedRoutes(pathname);
  for (const route of branch ?? []) void router.loadRouteChunk(route)?.catch(() => undefined);
}
