import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import type { Session } from '@/api/session';
import type { MenuArea } from '@/lib/route-menu';
import { consumeUrlToken } from '@/features/auth';
import { AppShell, NotFoundPage, RouteErrorFallback } from '@/features/shell';

export type RouterContext = { queryClient: QueryClient; session: Session; pagePath: (area: MenuArea, key: string) => string | undefined };

export const Route = createRootRouteWithContext<RouterContext>()({
  // SPEC 4: a token in the URL query logs the user in, then leaves the address bar.
  beforeLoad: consumeUrlToken,
  component: AppShell,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorFallback,
});
