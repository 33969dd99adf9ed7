import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { isApiError } from '@/api/api-error';
import { session } from '@/api/session';

/** The server's 403 for the limited session of a forced password change (issue 21). */
function passwordChangeRequired(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 403 || typeof error.value !== 'object' || error.value === null) return false;
  return (error.value as { code?: unknown }).code === 'PASSWORD_CHANGE_REQUIRED';
}

/**
 * The user's cached data reset (`resetUserData`), its code loaded when a session ends: the lobby's first download
 * need not carry it and the six configuration keys it keeps (issue 33). A reset whose code cannot load (offline)
 * empties the whole cache instead: a signed-out screen must not keep the member's data.
 */
function resetOnExpiry(queryClient: QueryClient): Promise<void> {
  return import('@/features/auth/api/use-logout').then(
    ({ resetUserData }) => resetUserData(queryClient),
    () => queryClient.clear(),
  );
}

/**
 * A 401 on any call while signed in means the session ended on the server
 * (expired, signed in elsewhere); a 403 PASSWORD_CHANGE_REQUIRED that the
 * session is only good for the forced password change. Answered once, here,
 * for every query and mutation: the session is cleared, the user's cached
 * data reset, and the login dialog opens with the way back to where the user
 * was (agents go to their own login), where logging in shows the forced
 * change. A guest's 401 needs nothing: the page guards handle it.
 */
export function installSessionExpiry(queryClient: QueryClient, router: AnyRouter): () => void {
  const onError = (error: unknown) => {
    if (!isApiError(error) || (error.kind !== 'unauthorized' && !passwordChangeRequired(error))) return;
    const current = session.get();
    if (!current?.token) return;
    session.clear();
    void resetOnExpiry(queryClient);
    const href = router.state.location.href;
    if (current.isAgent === true) void router.navigate({ to: '/agent', replace: true });
    else void router.navigate({ to: '/login', search: { redirect: href }, replace: true });
  };
  const offQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  const offMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
  });
  return () => {
    offQueries();
    offMutations();
  };
}
