import { useGetFavouriteIds } from '@generated/api/games/games';
import { STALE } from '@/api/query-options';
import { unwrap } from '@/api/unwrap';
import { useSession } from '@/api/use-session';

/**
 * The favourite ids: the "local list" every heart reads (fetched on login, SPEC 4). The list of favourite games and
 * the toggle's mutation are their own modules (use-favourite-list.ts, use-favourite-mutation.ts): this one is in the
 * lobby's initial JS (a card's heart), and a module carries every export that any page uses (issue 33, ADR 0032).
 */
export function useFavouriteIds<T = string[]>(select?: (ids: string[]) => T) {
  const current = useSession();
  return useGetFavouriteIds({
    query: {
      enabled: !!current?.token,
      staleTime: STALE.medium,
      select: (response) => (select ? select(unwrap(response)) : (unwrap(response) as T)),
    },
  });
}

/** Whether one game is a favourite; re-renders only when that answer changes. */
export function useIsFavourite(nodeId: string): boolean {
  return useFavouriteIds((ids) => ids.includes(nodeId)).data ?? false;
}
