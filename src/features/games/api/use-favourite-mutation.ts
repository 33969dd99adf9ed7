import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { addFavourite, getGetFavouriteIdsQueryKey, getListFavouritesQueryKey, removeFavourite } from '@generated/api/games/games';
import type { FavouriteIdsResponse, FavouriteListResponse, Game } from '@generated/model';
import { unwrap } from '@/api/unwrap';
import { withFavourite } from '../logic/favourite-rules';

/** The favourite ids as cached now, read inside an event handler. */
export function cachedFavouriteIds(queryClient: QueryClient): string[] {
  const cached = queryClient.getQueryData<FavouriteIdsResponse>(getGetFavouriteIdsQueryKey());
  return cached?.success ? cached.value : [];
}

type Snapshot = { ids: FavouriteIdsResponse | undefined; lists: Array<[QueryKey, FavouriteListResponse | undefined]> };

/**
 * Adds or removes a favourite optimistically (SPEC 4: the local list first,
 * then the server call); a failed call puts every list back as it was.
 */
export function useFavouriteMutation(options: { onRollback: (error: unknown, change: { game: Game; add: boolean }) => void }) {
  const queryClient = useQueryClient();
  const idsKey = getGetFavouriteIdsQueryKey();
  const listsKey = getListFavouritesQueryKey();
  return useMutation({
    mutationFn: async ({ game, add }: { game: Game; add: boolean }) => {
      if (add) await addFavourite(game.nodeId, { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType });
      else await removeFavourite(game.nodeId);
    },
    onMutate: async ({ game, add }): Promise<Snapshot> => {
      await Promise.all([queryClient.cancelQueries({ queryKey: idsKey }), queryClient.cancelQueries({ queryKey: listsKey })]);
      const snapshot: Snapshot = {
        ids: queryClient.getQueryData<FavouriteIdsResponse>(idsKey),
        lists: queryClient.getQueriesData<FavouriteListResponse>({ queryKey: listsKey }),
      };
      queryClient.setQueryData<FavouriteIdsResponse>(idsKey, (old) => ({
        success: true,
        message: null,
        value: withFavourite(old?.success ? old.value : [], game.nodeId, add),
      }));
      for (const [key, list] of snapshot.lists) {
        if (!list) continue;
        const params = key[1] as { gameType?: string } | undefined;
        const page = unwrap(list);
        const rest = page.content.filter((entry) => entry.nodeId !== game.nodeId);
        const fits = !params?.gameType || params.gameType === game.gameType;
        queryClient.setQueryData<FavouriteListResponse>(key, { ...list, success: true, value: { ...page, content: add && fits ? [game, ...rest] : rest } });
      }
      return snapshot;
    },
    onError: (error, change, snapshot) => {
      if (snapshot) {
        if (snapshot.ids) queryClient.setQueryData(idsKey, snapshot.ids);
        // A tap before the favourites' first answer (its call cancelled above): no snapshot to put back, and setting
        // undefined would leave the heart on until the refetch; this one change is undone on what is there instead.
        else
          queryClient.setQueryData<FavouriteIdsResponse>(idsKey, (now) =>
            now?.success ? { ...now, value: withFavourite(now.value, change.game.nodeId, !change.add) } : now,
          );
        for (const [key, list] of snapshot.lists) queryClient.setQueryData(key, list);
      }
      options.onRollback(error, change);
    },
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: idsKey }), queryClient.invalidateQueries({ queryKey: listsKey })]),
  });
}
