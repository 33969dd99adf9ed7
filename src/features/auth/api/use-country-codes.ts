import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGetCountryCodesQueryOptions } from '@generated/api/system/system';
import { STALE, unwrap } from '@/api/query-options';

/** Dialing codes for mobile fields; changes rarely, so cached for the visit. */
export const countryCodesQueryOptions = () => queryOptions({ ...getGetCountryCodesQueryOptions(), staleTime: STALE.forever, select: unwrap });

export function useCountryCodes() {
  return useQuery(countryCodesQueryOptions());
}
