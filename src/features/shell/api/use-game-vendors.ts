import { useGetGameVendors, type getGameVendors } from '@generated/api/games/games';
import { footerVendors } from '../logic/footer';
import { unwrap } from '@/api/unwrap';

const selectFooterVendors = (response: Awaited<ReturnType<typeof getGameVendors>>) => footerVendors(unwrap(response));

/** The footer marquee's vendors (SPEC 9 codes) with their logos. */
export function useFooterVendors() {
  return useGetGameVendors({ query: { select: selectFooterVendors, staleTime: 10 * 60_000 } });
}
