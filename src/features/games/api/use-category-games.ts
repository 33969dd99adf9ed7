import { useQuery } from '@tanstack/react-query';
import { getGetPopularGamesQueryOptions } from '@generated/api/games/games';
import type { Game, Vendor } from '@generated/model';
import { gameMenusQueryOptions } from '@/api/queries';
import { STALE, unwrap } from '@/api/query-options';
import { useLanguage } from '@/lib/use-language';

/** Other popular games, shown when a game is under maintenance (SPEC 8). */
export function usePopularGames(gameType: Game['gameType'], exceptNodeId?: string) {
  const language = useLanguage();
  return useQuery({
    ...getGetPopularGamesQueryOptions({ gameType, language }),
    staleTime: STALE.medium,
    select: (response) => unwrap(response).list.filter((game) => game.nodeId !== exceptNodeId && !game.underMaintenance),
  });
}

/** The vendors of one category, from the game menus (the header reads the same call). */
export function useCategoryVendors(gameType: Game['gameType']) {
  return useQuery({
    ...gameMenusQueryOptions(useLanguage()),
    select: (response): Vendor[] => unwrap(response).find((menu) => menu.gameType === gameType)?.vendors ?? [],
  });
}
