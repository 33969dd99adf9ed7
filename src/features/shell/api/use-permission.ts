import { useQuery } from '@tanstack/react-query';
import { permissionQueryOptions } from '@/api/queries';

/** The site's configuration read from the server (customer service, resources, flags). */
export function usePermission() {
  return useQuery(permissionQueryOptions());
}
