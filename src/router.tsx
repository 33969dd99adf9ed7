import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { session } from '@/api/session';
import { menuPath, type MenuArea } from '@/lib/route-menu';
import { PagePending } from '@/ui/page-pending';
import { routeTree } from './routeTree.gen';
import { installSessionExpiry } from './session-expiry';

export function createAppRouter(queryClient: QueryClient, options: { history?: Parameters<typeof createRouter>[0]['history'] } = {}) {
  const router = createRouter({
    routeTree,
    context: {
      queryClient,
      session,
      // The `?page=KEY` aliases find a centre page by its menu key (route staticData).
      pagePath: (area: MenuArea, key: string): string | undefined => menuPath(Object.values(router.routesById), area, key),
    },
    defaultPreload: 'intent',
    // Loaders use the query cache, which decides freshness; the router does not cache on top.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: PagePending,
    // The page scrolls to the top on navigation, or to the hash anchor (SPEC 2).
    scrollRestoration: true,
    defaultHashScrollIntoView: { behavior: 'smooth', block: 'start' },
    ...options,
  });
  installSessionExpiry(queryClient, router);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
