import { useQuery } from '@tanstack/react-query';
import { getGetWinnerBoardQueryOptions } from '@generated/api/content/content';
import { STALE, unwrap } from '@/api/query-options';
import { useLanguage } from '@/lib/use-language';
import { splitWinners, WINNER_LIMIT } from '../logic/winners';

/** SPEC 7: the winner board, all categories, 20 entries, split into podium and list. */
export function useWinners() {
  const language = useLanguage();
  return useQuery({
    ...getGetWinnerBoardQueryOptions({ gameCategory: 'ALL', language, limitNum: WINNER_LIMIT }),
    staleTime: STALE.short,
    select: (response) => splitWinners(unwrap(response).list),
  });
}
