import { useGetCountryCodes } from '@generated/api/system/system';

/** Dialing codes for mobile fields; changes rarely, so cached for the visit. */
export function useCountryCodes() {
  return useGetCountryCodes({ query: { select: (response) => response.value, staleTime: Number.POSITIVE_INFINITY } });
}
