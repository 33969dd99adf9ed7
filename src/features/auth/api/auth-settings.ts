import { useQuery, type QueryClient } from '@tanstack/react-query';
import { permissionQueryOptions } from '@/api/queries';
import { unwrap } from '@/api/query-options';
import { authSettingsOf, type AuthSettings } from '../logic/auth-settings';

/** The account switches of the site permission (tabs, flags, customer service). */
export function useAuthSettings() {
  return useQuery({ ...permissionQueryOptions(), select: (response) => authSettingsOf(unwrap(response)) });
}

/** The same, outside React (login steps, route guards); served from the cache when fresh. */
export async function fetchAuthSettings(queryClient: QueryClient): Promise<AuthSettings> {
  return authSettingsOf(unwrap(await queryClient.fetchQuery(permissionQueryOptions())));
}
