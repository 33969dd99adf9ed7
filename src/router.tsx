import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { session } from '@/api/session';
import { routeTree } from './routeTree.gen';

export function createAppRouter(queryClient: QueryClient, options: { history?: Parameters<typeof createRouter>[0]['history'] } = {}) {
  return createRouter({
    routeTree,
    context: { queryClient, session },
    defaultPreload: 'intent',
    // The page scrolls to the top on navigation, or to the hash anchor (SPEC 2).
    scrollRestoration: true,
    defaultHashScrollIntoView: { behavior: 'smooth', block: 'start' },
    ...options,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
