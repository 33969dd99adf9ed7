import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { gameMenusQueryOptions, permissionQueryOptions } from '@/api/queries';
import { prefetchLobby } from '@/features/lobby';
import { systemStatusQueryOptions } from '@/features/shell';
import { yieldToMain } from '@/lib/yield';

/**
 * What every first screen asks for, whatever the route: the system status (the root decides between the site,
 * maintenance and the region page on it), the permission (login settings, whitelabel flags) and the game menus
 * (the category navigation); on the lobby, the lobby's calls. Asked for at start-up, before the first render; the
 * hooks then read the cache. One call per task (issue 33): starting a call costs the page a few milliseconds
 * (its headers, its signal, the fetch itself), and all of them in the start-up task made it a long one.
 */
export async function prefetchFirstScreen(queryClient: QueryClient, language: string, pathname: string) {
  const calls = [
    () => queryClient.prefetchQuery(systemStatusQueryOptions()),
    () => queryClient.prefetchQuery(permissionQueryOptions()),
    () => queryClient.prefetchQuery(gameMenusQueryOptions(language)),
    // The landing page's own calls too: its first banner is the page's largest paint (issue 12).
    ...(pathname === '/' ? [() => prefetchLobby(queryClient, language)] : []),
  ];
  for (const call of calls) {
    void call();
    await yieldToMain();
  }
}

/**
 * The code of the routes the address matches (its layouts and its page) starts loading at start-up, beside the
 * language's catalog; the router would ask for it only on the first render, a round trip later (issue 12). Only
 * the code: the router runs guards and loaders itself, and reports a chunk that failed to load.
 */
export async function preloadRouteCode(router: AnyRouter, pathname: string): Promise<void> {
  const [branch] = router.getMatchedRoutes(pathname);
  // A route a task (issue 33): each chunk's import appends a link for every file it needs (about a millisecond each),
  // and the member centre's five routes' links in one task were a 50 ms task on a phone.
  for (const route of branch ?? []) {
    void router.loadRouteChunk(route)?.catch(() => undefined);
    await yieldToMain();
  }
}
