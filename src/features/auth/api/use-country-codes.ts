import { useGetCountryCodes } from '@generated/api/system/system';
import { unwrap } from '@/api/unwrap';

/** Dialing codes for mobile fields; changes rarely, so cached for the visit. */
export function useCountryCodes() {
  return useGetCountryCodes({ query: { select: (response) => unwrap(response), staleTime: Number.POSITIVE_INFINITY } });
}
