import { useGetGameMenus, useGetPopularGames, useListGamesInfinite, useListHotGames } from '@generated/api/games/games';
import type { Game, ListGamesParams, Vendor } from '@generated/model';
import { config } from '@/config/env';
import { currentLanguage } from '@/lib/i18n';
import { unwrap } from '@/api/unwrap';

/** SPEC 9: clientType 3, pages of 20. */
export const GAME_PAGE_SIZE = 20;

type ListQuery = Pick<ListGamesParams, 'gameType' | 'vassalage' | 'gameClassify' | 'keyword' | 'isHot' | 'isNew'>;

/** A category's games, 20 at a time, the next page loading as the user scrolls. */
export function useGameListInfinite(query: ListQuery, options: { enabled?: boolean } = {}) {
  return useListGamesInfinite(
    {
      clientType: 3,
      platform: 'html5-desktop',
      merchant: config.merchantCode,
      language: currentLanguage(),
      pageSize: GAME_PAGE_SIZE,
      ...query,
    },
    {
      query: {
        enabled: options.enabled ?? true,
        initialPageParam: 1,
        getNextPageParam: (last) => (unwrap(last).pageNo < unwrap(last).totalPages ? unwrap(last).pageNo + 1 : undefined),
        select: (data) => ({
          games: data.pages.flatMap((page) => unwrap(page).games),
          total: (data.pages[0] ? unwrap(data.pages[0]).total : null) ?? null,
        }),
      },
    },
  );
}

export function useHotGames() {
  return useListHotGames(
    { merchantCode: config.merchantCode, isPlatform: 2, platform: 'flash,html5-desktop', language: currentLanguage() },
    { query: { select: (response) => unwrap(response).list } },
  );
}

/** Other popular games, shown when a game is under maintenance (SPEC 8). */
export function usePopularGames(gameType: Game['gameType'], exceptNodeId?: string) {
  return useGetPopularGames(
    { gameType, language: currentLanguage() },
    { query: { select: (response) => unwrap(response).list.filter((game) => game.nodeId !== exceptNodeId && !game.underMaintenance) } },
  );
}

const gameMenusParams = () => ({ language: currentLanguage() });

/** The vendors of one category, from the game menus (the header reads the same call). */
export function useCategoryVendors(gameType: Game['gameType']) {
  return useGetGameMenus(gameMenusParams(), {
    query: {
      staleTime: 5 * 60_000,
      select: (response): Vendor[] => unwrap(response).find((menu) => menu.gameType === gameType)?.vendors ?? [],
    },
  });
}

/** Vendor code -> display name, for the vendor line on game cards. */
export function useVendorName(vassalage: string): string {
  const names = useGetGameMenus(gameMenusParams(), {
    query: {
      staleTime: 5 * 60_000,
      select: (response) =>
        unwrap(response)
          .flatMap((menu) => menu.vendors)
          .find((vendor) => vendor.vassalage === vassalage)?.displayName,
    },
  });
  return names.data ?? vassalage;
}
