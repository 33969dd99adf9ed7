import { useGetHelpCentre } from '@generated/api/content/content';
import { currentLanguage } from '@/lib/i18n';
import { sortTopics } from '../logic/help';

/**
 * The help centre's topics in the current language, sorted. A hook rather than
 * query options for now: the lead's `xQueryOptions` tiers can replace its body.
 */
export function useHelpCentre() {
  return useGetHelpCentre({ language: currentLanguage() }, { query: { select: (response) => sortTopics(response.value) } });
}
