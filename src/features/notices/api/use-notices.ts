import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGetNoticesQueryOptions } from '@generated/api/content/content';
import { STALE, unwrap } from '@/api/query-options';
import { useLanguage } from '@/lib/use-language';

/** SPEC 7: notices of types B, PL, PU, PR, platform W, execution B (banners, marquee, popup, promotion). */
export const noticesQueryOptions = (language: string) =>
  queryOptions({
    ...getGetNoticesQueryOptions({ types: ['B', 'PL', 'PU', 'PR'], platform: 'W', execution: 'B', language }),
    staleTime: STALE.short,
    select: unwrap,
  });

export function useNotices() {
  return useQuery(noticesQueryOptions(useLanguage()));
}
