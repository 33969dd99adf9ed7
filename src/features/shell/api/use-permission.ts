import { useQuery } from '@tanstack/react-query';
import { permissionQueryOptions } from '@/api/queries';
import { unwrap } from '@/api/query-options';
import { flagMap } from '../logic/flag-map';

/** The site's configuration read from the server (customer service, resources, flags). */
export function usePermission() {
  return useQuery(permissionQueryOptions());
}

/**
 * Whitelabel flags (modId to enabled) as a lookup, read from the site
 * permission like the account screens do: one source for the flags.
 */
export function useWhitelabelFlags() {
  return useQuery({ ...permissionQueryOptions(), select: (response) => flagMap(unwrap(response).whitelabel) });
}
