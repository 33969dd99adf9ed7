import { useQuery } from '@tanstack/react-query';
import { getGetHelpCentreQueryOptions } from '@generated/api/content/content';
import { STALE, unwrap } from '@/api/query-options';
import { useLanguage } from '@/lib/use-language';
import { sortTopics } from '../logic/help';

/** The help centre's topics in the current language, sorted. */
export function useHelpCentre() {
  const language = useLanguage();
  return useQuery({ ...getGetHelpCentreQueryOptions({ language }), staleTime: STALE.medium, select: (response) => sortTopics(unwrap(response)) });
}
