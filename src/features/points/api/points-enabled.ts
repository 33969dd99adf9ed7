import type { QueryClient } from '@tanstack/react-query';
import { permissionQueryOptions } from '@/api/queries';
import { unwrap } from '@/api/query-options';

// The route's guard, apart from the points calls: a guard runs before the route's code loads, so it is in the
// first download and the generated points calls need not be (issue 12).

/** PTSYS3 (SPEC 6): the points mall exists only with this whitelabel flag on. */
export async function pointsEnabled(queryClient: QueryClient): Promise<boolean> {
  const permission = unwrap(await queryClient.ensureQueryData(permissionQueryOptions()));
  return permission.whitelabel?.some((flag) => flag.modId === 'PTSYS3' && flag.enabled) === true;
}
