import { useGetWinnerBoard, type getWinnerBoard } from '@generated/api/content/content';
import { useLanguage } from '@/lib/use-language';
import { splitWinners, WINNER_LIMIT } from '../logic/winners';
import { unwrap } from '@/api/unwrap';

const selectBoard = (response: Awaited<ReturnType<typeof getWinnerBoard>>) => splitWinners(unwrap(response).list);

/** SPEC 7: the winner board, all categories, 20 entries, split into podium and list. */
export function useWinners() {
  const language = useLanguage();
  return useGetWinnerBoard({ gameCategory: 'ALL', language, limitNum: WINNER_LIMIT }, { query: { select: selectBoard, staleTime: 60_000 } });
}
