import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import type { Session } from '@/api/session';
import type { MenuArea } from '@/lib/route-menu';
import { consumeLinkHandover } from '@/features/auth';
import { AppShell, NotFoundPage, RouteErrorFallback } from '@/features/shell';

export type RouterContext = { queryClient: QueryClient; session: Session; pagePath: (area: MenuArea, key: string) => string | undefined };

export const Route = createRootRouteWithContext<RouterContext>()({
  // SPEC 4 and issue 21: a hand-over link's one-time code signs its account in, then leaves the address bar.
  beforeLoad: consumeLinkHandover,
  component: AppShell,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorFallback,
});
