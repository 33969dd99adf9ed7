import { useListRecentGamesInfinite } from '@generated/api/games/games';
import type { Game } from '@generated/model';
import { useSession } from '@/api/use-session';
import { useLanguage } from '@/lib/use-language';
import { GAME_PAGE_SIZE } from '../logic/page-size';
import { unwrap } from '@/api/unwrap';

/** Recently played, 20 at a time (SPEC 9); a short page is the last one. */
export function useRecentGames(gameType?: Game['gameType'], options: { enabled?: boolean } = {}) {
  const current = useSession();
  const language = useLanguage();
  return useListRecentGamesInfinite(
    { pageSize: GAME_PAGE_SIZE, language, clientType: 3, ...(gameType ? { gameType } : {}) },
    {
      query: {
        enabled: !!current?.token && (options.enabled ?? true),
        initialPageParam: 1,
        getNextPageParam: (last, pages) => (unwrap(last).list.length < GAME_PAGE_SIZE ? undefined : pages.length + 1),
        select: (data) => ({ games: data.pages.flatMap((page) => unwrap(page).list), total: null }),
      },
    },
  );
}
