import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { LoginUserInfo } from '@generated/model';
import { session } from '@/api/session';
import { unwrap } from '@/api/unwrap';
import { sessionCalls } from './session-calls';
import { resetUserData } from './use-logout';

/** The app-link code's own key (createAppLinkCode's path): a POST the QR code reads like a query, per session. */
export const appLinkCodeQueryKey = (token: string | null) => ['/wps/session/appLink', token] as const;

/**
 * A one-time code for the iOS QR code (issue 21): asked again a little before
 * it expires, so the code on screen always works once.
 */
export function appLinkCodeQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: appLinkCodeQueryKey(token),
    queryFn: async () => unwrap(await (await sessionCalls()).createAppLinkCode()),
    enabled: token !== null,
    staleTime: ({ state }) => Math.max(10_000, ((state.data?.expiresIn ?? 120) - 15) * 1000),
    refetchInterval: ({ state }) => Math.max(10_000, ((state.data?.expiresIn ?? 120) - 15) * 1000),
    retry: false,
  });
}

/** The session a `?code=` opens (the code is spent either way). */
export async function exchangeLinkCode(code: string): Promise<LoginUserInfo> {
  return unwrap(await (await sessionCalls()).exchangeAppLinkCode({ code }));
}

/**
 * Switching accounts ends the old session on the server and every trace of it
 * in the browser before the new one starts: nothing of it is merged.
 */
export async function endCurrentSession(queryClient: QueryClient): Promise<void> {
  try {
    await (await sessionCalls()).logout();
  } catch {
    // The local session ends whatever the server says.
  }
  session.clear();
  await resetUserData(queryClient);
}
