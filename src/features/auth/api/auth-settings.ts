import type { QueryClient } from '@tanstack/react-query';
import { getGetPermissionQueryOptions, useGetPermission } from '@generated/api/system/system';
import { authSettingsOf, type AuthSettings } from '../logic/auth-settings';
import { unwrap } from '@/api/unwrap';

const FIVE_MINUTES = 5 * 60_000;

/** The account switches of the site permission (tabs, flags, customer service). */
export function useAuthSettings() {
  return useGetPermission({ query: { select: (response) => authSettingsOf(unwrap(response)), staleTime: FIVE_MINUTES } });
}

/** The same, outside React (login steps, route guards); served from the cache when fresh. */
export async function fetchAuthSettings(queryClient: QueryClient): Promise<AuthSettings> {
  const response = await queryClient.fetchQuery({ ...getGetPermissionQueryOptions(), staleTime: FIVE_MINUTES });
  return authSettingsOf(unwrap(response));
}
