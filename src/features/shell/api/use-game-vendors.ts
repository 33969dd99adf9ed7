import { useQuery } from '@tanstack/react-query';
import { getGetGameVendorsQueryOptions } from '@generated/api/games/games';
import { STALE, unwrap } from '@/api/query-options';
import { footerVendors } from '../logic/footer';

/** The footer marquee's vendors (SPEC 9 codes) with their logos. */
export function useFooterVendors() {
  return useQuery({ ...getGetGameVendorsQueryOptions(), staleTime: STALE.medium, select: (response) => footerVendors(unwrap(response)) });
}
