import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { session } from '@/api/session';
import { completeLogin } from './api/login-session';

type TokenContext = {
  context: { queryClient: QueryClient };
  location: { pathname: string; searchStr: string; hash: string };
};

/**
 * For the root route's `beforeLoad` (SPEC 4: the token may come from the URL
 * query, e.g. the app's deep link): logs in with `?token=`, then replaces the
 * address without it, so the token stays out of the history, bookmarks and
 * referrers. A token that does not work leaves the visitor a guest.
 */
export async function consumeUrlToken({ context, location }: TokenContext): Promise<void> {
  const params = new URLSearchParams(location.searchStr);
  const token = params.get('token')?.trim();
  if (token === undefined) return;
  params.delete('token');
  if (token !== '') {
    try {
      await completeLogin({ token, userName: '' }, context.queryClient);
      void context.queryClient.invalidateQueries();
    } catch {
      // completeLogin already cleared the half-made session.
    }
  }
  const pathname = location.pathname === '/agent' && session.get()?.isAgent ? '/agentHome' : location.pathname;
  const query = params.toString();
  throw redirect({ href: `${pathname}${query ? `?${query}` : ''}${location.hash ? `#${location.hash}` : ''}`, replace: true });
}
