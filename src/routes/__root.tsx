import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import type { Session } from '@/api/session';
import { AppShell, NotFoundPage, RouteErrorFallback } from '@/features/shell';

export type RouterContext = { queryClient: QueryClient; session: Session };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppShell,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorFallback,
});
