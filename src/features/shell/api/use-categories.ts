import { useQuery } from '@tanstack/react-query';
import { gameMenusQueryOptions } from '@/api/queries';
import { unwrap } from '@/api/query-options';
import { useLanguage } from '@/lib/use-language';
import { buildCategories } from '../logic/categories';

/** The category navigation built from the game menus. */
export function useCategories() {
  const language = useLanguage();
  return useQuery({ ...gameMenusQueryOptions(language), select: (response) => buildCategories(unwrap(response)) });
}

/** The raw menus, from the same cached call. */
export function useGameMenus() {
  return useQuery(gameMenusQueryOptions(useLanguage()));
}
