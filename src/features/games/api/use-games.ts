import { useQuery } from '@tanstack/react-query';
import { getGetPopularGamesQueryOptions, getListHotGamesQueryOptions } from '@generated/api/games/games';
import type { Game, GameMenusResponse, Vendor } from '@generated/model';
import { gameMenusQueryOptions } from '@/api/queries';
import { STALE, unwrap } from '@/api/query-options';
import { config } from '@/config/env';
import { useLanguage } from '@/lib/use-language';

/** SPEC 9: clientType 3, pages of 20. */
export const GAME_PAGE_SIZE = 20;

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
