import type { QueryClient } from '@tanstack/react-query';
import { gameMenusQueryOptions, permissionQueryOptions } from '@/api/queries';
import { systemStatusQueryOptions } from '@/features/shell';

/**
 * What every first screen asks for, whatever the route: the system status (the root decides between the site,
 * maintenance and the region page on it), the permission (login settings, whitelabel flags) and the game menus
 * (the category navigation). Asked for at start-up, before the first render; the hooks then read the cache.
 */
export function prefetchFirstScreen(queryClient: QueryClient, language: string) {
  void queryClient.prefetchQuery(systemStatusQueryOptions());
  void queryClient.prefetchQuery(permissionQueryOptions());
  void queryClient.prefetchQuery(gameMenusQueryOptions(language));
}
