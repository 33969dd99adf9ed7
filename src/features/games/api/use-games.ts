import { useQuery, type QueryClient } from '@tanstack/react-query';
import {
  getGetPopularGamesQueryOptions,
  getListGamesInfiniteQueryOptions,
  getListHotGamesQueryOptions,
  useListGamesInfinite,
  type listGames,
} from '@generated/api/games/games';
import type { Game, GameMenusResponse, ListGamesParams, Vendor } from '@generated/model';
import { gameMenusQueryOptions } from '@/api/queries';
import { STALE, unwrap } from '@/api/query-options';
import { config } from '@/config/env';
import { useLanguage } from '@/lib/use-language';
import { inTaskOfItsOwn } from '@/lib/yield';
import { listQueryFor } from '../logic/game-filters';
import type { GameListSearch } from '../logic/search';

/** SPEC 9: clientType 3, pages of 20. */
export const GAME_PAGE_SIZE = 20;

type ListQuery = Pick<ListGamesParams, 'gameType' | 'vassalage' | 'gameClassify' | 'keyword' | 'isHot' | 'isNew'>;

const listParams = (query: ListQuery, language: string): ListGamesParams => ({
  clientType: 3,
  platform: 'html5-desktop',
  merchant: config.merchantCode,
  language,
  pageSize: GAME_PAGE_SIZE,
  ...query,
});

/** The list's paging, shared by the hook and the route's prefetch so that both make the one same query. */
const listPaging = {
  staleTime: STALE.medium,
  initialPageParam: 1,
  getNextPageParam: (last: Awaited<ReturnType<typeof listGames>>) => {
    const page = unwrap(last);
    return page.pageNo < page.totalPages ? page.pageNo + 1 : undefined;
  },
};

/** A category's games, 20 at a time, the next page loading as the user scrolls. */
export function useGameListInfinite(query: ListQuery, options: { enabled?: boolean } = {}) {
  return useListGamesInfinite(listParams(query, useLanguage()), {
    query: {
      ...listPaging,
      enabled: options.enabled ?? true,
      select: (data) => ({
        games: data.pages.flatMap((page) => unwrap(page).games),
        total: data.pages[0] ? (unwrap(data.pages[0]).total ?? null) : null,
      }),
    },
  });
}

/**
 * A list centre's first page of games, asked for by its route's loader (issue 33): the call starts while the route
 * loads, not once the page has rendered and its effects have run, so the first cards' icons (the page's largest
 * paint) are requested that much sooner. Nothing waits for it: the page shows its loading state meanwhile. FAV and
 * RECENT come from the player's own lists, which the page asks for itself.
 */
export function prefetchGameList(queryClient: QueryClient, gameType: Game['gameType'], search: GameListSearch, language: string): void {
  const filter = search.filter ?? 'ALL';
  if (filter === 'FAV' || filter === 'RECENT') return;
  const query = listQueryFor(filter, { gameType, vassalage: search.vassalage, sub: search.sub, q: search.q });
  // In a task of its own: the loader runs in the task that evaluated the route's code.
  inTaskOfItsOwn(() => void queryClient.prefetchInfiniteQuery(getListGamesInfiniteQueryOptions(listParams(query, language), { query: listPaging })));
}

export const hotGamesQueryOptions = (language: string) => ({
  ...getListHotGamesQueryOptions({ merchantCode: config.merchantCode, isPlatform: 2, platform: 'flash,html5-desktop', language }),
  staleTime: STALE.medium,
});

export function useHotGames() {
  return useQuery({ ...hotGamesQueryOptions(useLanguage()), select: (response) => unwrap(response).list });
}

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

const NO_NAMES: ReadonlyMap<string, string> = new Map();

/** Vendor code -> display name over every category's vendors (the first one named wins). */
function vendorNames(response: GameMenusResponse): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const vendor of unwrap(response).flatMap((menu) => menu.vendors)) {
    if (!names.has(vendor.vassalage) && vendor.displayName) names.set(vendor.vassalage, vendor.displayName);
  }
  return names;
}

/**
 * Vendor code -> display name, for the vendor line on game cards: one subscription for a whole list (issue 33: a
 * query observer per card made the task that draws a page of cards longer).
 */
export function useVendorNames(): ReadonlyMap<string, string> {
  return useQuery({ ...gameMenusQueryOptions(useLanguage()), select: vendorNames }).data ?? NO_NAMES;
}

/** One vendor's display name (a card or a popup on its own); its code until the menus are known. */
export function useVendorName(vassalage: string): string {
  return useVendorNames().get(vassalage) ?? vassalage;
}
