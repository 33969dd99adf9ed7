import { useQuery } from '@tanstack/react-query';
import { getGetAnnouncementContentQueryOptions } from '@generated/api/content/content';
import { STALE, unwrap } from '@/api/query-options';
import { useLanguage } from '@/lib/use-language';

/** SPEC 4: announcement popups of types B, PL, PU, PR, H for platform W, in the visitor's language. */
export function useAnnouncements() {
  const language = useLanguage();
  return useQuery({
    ...getGetAnnouncementContentQueryOptions({ types: ['B', 'PL', 'PU', 'PR', 'H'], platform: 'W', language }),
    staleTime: STALE.short,
    select: unwrap,
  });
}
