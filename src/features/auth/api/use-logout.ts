import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  getGetCountryCodesQueryKey,
  getGetPermissionQueryKey,
  getGetPublicKeyQueryKey,
  getGetRegisterSettingsQueryKey,
  getGetSystemStatusQueryKey,
  getGetWhitelabelQueryKey,
} from '@generated/api/system/system';
import { session } from '@/api/session';
import { sessionCalls } from './session-calls';

/** The site's own configuration: the same for every visitor, so it survives a logout. */
function siteConfigurationKeys(): string[] {
  return [
    getGetSystemStatusQueryKey(),
    getGetPermissionQueryKey(),
    getGetWhitelabelQueryKey(),
    getGetRegisterSettingsQueryKey(),
    getGetPublicKeyQueryKey(),
    getGetCountryCodesQueryKey(),
  ].map((key) => JSON.stringify(key));
}

/**
 * "Resets merchant values" (SPEC 4): every cached answer that belonged to the
 * user (balance, merchant wallet, favourites, messages, member-only content)
 * goes back to its initial state; what is on screen refetches as a guest. The
 * mutation cache (what the user sent: amounts, accounts, issue 28) is emptied.
 */
export function resetUserData(queryClient: QueryClient): Promise<void> {
  queryClient.getMutationCache().clear();
  const keep = new Set(siteConfigurationKeys());
  return queryClient.resetQueries({ predicate: (query) => !keep.has(JSON.stringify(query.queryKey)) });
}

/**
 * Logout clears the session storage, resets merchant values and marks login
 * and agent false; agents go back to /agent, everyone else home (SPEC 4).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      const wasAgent = session.get()?.isAgent === true;
      try {
        await (await sessionCalls()).logout();
      } catch {
        // The local session ends whatever the server says.
      }
      return wasAgent;
    },
    onSettled: (wasAgent) => {
      session.clear();
      void resetUserData(queryClient);
      void navigate({ to: wasAgent ? '/agent' : '/' });
    },
  });
}
