import { useGetNotices, type getNotices } from '@generated/api/content/content';
import { useLanguage } from '@/lib/use-language';
import { unwrap } from '@/api/unwrap';

const selectBundle = (response: Awaited<ReturnType<typeof getNotices>>) => unwrap(response);

/** SPEC 7: notices of types B, PL, PU, PR, platform W, execution B (banners, marquee, popup, promotion). */
export function useNotices() {
  const language = useLanguage();
  return useGetNotices({ types: ['B', 'PL', 'PU', 'PR'], platform: 'W', execution: 'B', language }, { query: { select: selectBundle, staleTime: 60_000 } });
}
