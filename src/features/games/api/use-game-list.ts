import type { QueryClient } from '@tanstack/react-query';
import { getListGamesInfiniteQueryOptions, useListGamesInfinite, type listGames } from '@generated/api/games/games';
import type { Game, ListGamesParams } from '@generated/model';
import { STALE, unwrap } from '@/api/query-options';
import { config } from '@/config/env';
import { useLanguage } from '@/lib/use-language';
import { inTaskOfItsOwn } from '@/lib/yield';
import { listQueryFor } from '../logic/game-filters';
import type { GameListSearch } from '../logic/search';
import { GAME_PAGE_SIZE } from '../logic/page-size';

// The list centres' calls, apart from use-games.ts: the lobby's first screen loads that module (the hot games), and
// these stay out of its initial JS (issue 33).

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
