import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGetRegisterSettingsQueryOptions } from '@generated/api/system/system';
import { STALE, unwrap } from '@/api/query-options';

/** The server's per-field registration rules (SPEC 3), also the password format everywhere. */
export const registerSettingsQueryOptions = () => queryOptions({ ...getGetRegisterSettingsQueryOptions(), staleTime: STALE.medium, select: unwrap });

export function useRegisterSettings() {
  return useQuery(registerSettingsQueryOptions());
}
