import { useGetRegisterSettings } from '@generated/api/system/system';
import { unwrap } from '@/api/unwrap';

/** The server's per-field registration rules (SPEC 3), also the password format everywhere. */
export function useRegisterSettings() {
  return useGetRegisterSettings({ query: { select: (response) => unwrap(response), staleTime: 5 * 60_000 } });
}
