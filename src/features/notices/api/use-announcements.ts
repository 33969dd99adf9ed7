import { useGetAnnouncementContent, type getAnnouncementContent } from '@generated/api/content/content';
import { useLanguage } from '@/lib/use-language';
import { unwrap } from '@/api/unwrap';

const selectItems = (response: Awaited<ReturnType<typeof getAnnouncementContent>>) => unwrap(response);

/** SPEC 4: announcement popups of types B, PL, PU, PR, H for platform W, in the visitor's language. */
export function useAnnouncements() {
  const language = useLanguage();
  return useGetAnnouncementContent({ types: ['B', 'PL', 'PU', 'PR', 'H'], platform: 'W', language }, { query: { select: selectItems, staleTime: 60_000 } });
}
