import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import type { GameMenusResponse } from '@generated/model';
import { gameMenusQueryOptions } from '@/api/queries';
import { unwrap } from '@/api/query-options';
import { useLanguage } from '@/lib/use-language';
import { buildCategories, type Category } from '../logic/categories';

/** One function for every render (an inline `select` runs again on each), so the list keeps its identity. */
const selectCategories = (response: GameMenusResponse) => buildCategories(unwrap(response));

/** The categories before the game menus answer: home and promotions. */
const BEFORE_MENUS = buildCategories([]);

/** The category navigation built from the game menus. */
export function useCategories() {
  const language = useLanguage();
  return useQuery({ ...gameMenusQueryOptions(language), select: selectCategories });
}

/**
 * The categories the header's bar and the side menu draw. The game menus' answer renders in an interruptible pass
 * (issue 33, ADR 0035): a query's answer reaches its components in one synchronous render (TanStack Query reads the
 * cache through `useSyncExternalStore`), and the menus' one was a 27 ms task of links and icons, twice. A component
 * memoises what it draws from this list, so the synchronous render, which still sees the previous list, is cheap.
 */
export function useDrawnCategories(): Category[] {
  return useDeferredValue(useCategories().data) ?? BEFORE_MENUS;
}

/** The raw menus, from the same cached call. */
export function useGameMenus() {
  return useQuery(gameMenusQueryOptions(useLanguage()));
}
