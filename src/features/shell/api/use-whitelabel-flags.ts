import { useQuery } from '@tanstack/react-query';
import { permissionQueryOptions } from '@/api/queries';
import { unwrap } from '@/api/query-options';
import { flagMap } from '../logic/flag-map';

/**
 * Whitelabel flags (modId to enabled) as a lookup, read from the site
 * permission like the account screens do: one source for the flags.
 */
export function useWhitelabelFlags() {
  return useQuery({ ...permissionQueryOptions(), select: (response) => flagMap(unwrap(response).whitelabel) });
}
