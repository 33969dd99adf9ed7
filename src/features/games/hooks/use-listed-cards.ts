import { useCallback, useMemo } from 'react';
import type { Game } from '@generated/model';
import { useFavouriteIds } from '../api/use-favourites';
import { useVendorNames } from '../api/use-games';
import type { ListedCardData } from '../components/game-card';
import { useViewer } from './use-viewer';

/**
 * What each card of a list shows from outside its game (vendor name, heart, free trial), read once for the list
 * (issue 33, ADR 0037): a subscription per card to the game menus and to the favourites made the task that draws a
 * page of cards longer. The values are plain, so a memoised card re-renders only when its own value changes.
 */
export function useListedCards(): (game: Game) => ListedCardData {
  const viewer = useViewer();
  const names = useVendorNames();
  const ids = useFavouriteIds().data;
  const favourites = useMemo(() => new Set(ids), [ids]);
  const trialViewer = !viewer.isLogin || viewer.isTrial;
  return useCallback(
    (game: Game) => ({ vendorName: names.get(game.vassalage) ?? game.vassalage, favourite: favourites.has(game.nodeId), trialViewer }),
    [names, favourites, trialViewer],
  );
}
