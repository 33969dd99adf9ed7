import { useGetRegisterSettings } from '@generated/api/system/system';

/** The server's per-field registration rules (SPEC 3), also the password format everywhere. */
export function useRegisterSettings() {
  return useGetRegisterSettings({ query: { select: (response) => response.value, staleTime: 5 * 60_000 } });
}
