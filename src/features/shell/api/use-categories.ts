import { useGetGameMenus, type getGameMenus } from '@generated/api/games/games';
import { useLanguage } from '@/lib/use-language';
import { buildCategories } from '../logic/categories';
import { unwrap } from '@/api/unwrap';

const selectCategories = (response: Awaited<ReturnType<typeof getGameMenus>>) => buildCategories(unwrap(response));

/** The category navigation built from the game menus (header, side menu and lobby blocks share it). */
export function useCategories() {
  const language = useLanguage();
  return useGetGameMenus({ language }, { query: { select: selectCategories, staleTime: 5 * 60_000 } });
}

const selectMenus = (response: Awaited<ReturnType<typeof getGameMenus>>) => unwrap(response);

/** The raw menus (every game type with its vendors), from the same cached call. */
export function useGameMenus() {
  const language = useLanguage();
  return useGetGameMenus({ language }, { query: { select: selectMenus, staleTime: 5 * 60_000 } });
}
