import { useQuery } from '@tanstack/react-query';
import { getListHotGamesQueryOptions } from '@generated/api/games/games';
import type { GameMenusResponse } from '@generated/model';
import { gameMenusQueryOptions } from '@/api/queries';
import { STALE, unwrap } from '@/api/query-options';
import { config } from '@/config/env';
import { useLanguage } from '@/lib/use-language';

/*
 * The hot games and the cards' vendor names: the lobby's initial JS. A category's vendors and the popular games are
 * use-category-games.ts (a module carries every export that any page uses; issue 33).
 */

export const hotGamesQueryOptions = (language: string) => ({
  ...getListHotGamesQueryOptions({ merchantCode: config.merchantCode, isPlatform: 2, platform: 'flash,html5-desktop', language }),
  staleTime: STALE.medium,
});

export function useHotGames() {
  return useQuery({ ...hotGamesQueryOptions(useLanguage()), select: (response) => unwrap(response).list });
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
