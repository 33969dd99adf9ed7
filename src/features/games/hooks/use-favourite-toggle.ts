import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Game } from '@generated/model';
import { cachedFavouriteIds, useFavouriteMutation } from '../api/use-favourite-mutation';
import { decideFavouriteToggle, FAVOURITE_THROTTLE_MS } from '../logic/favourite-rules';
import { gameTitle } from '../logic/game-title';
import { keyedThrottle } from '../logic/keyed-throttle';
import type { Viewer } from '../logic/launch-route';

type Options = { viewer: Viewer; openLogin: () => void; showTrialBlocked: () => void; notify: (message: string, tone?: 'info' | 'error') => void };

/**
 * The favourite toggle (SPEC 4, 5, 6): a guest logs in, a trial user is
 * told a real account is needed, otherwise the heart flips at once and the
 * server follows; at most once a second per game, leading edge.
 */
export function useFavouriteToggle({ viewer, openLogin, showTrialBlocked, notify }: Options): (game: Game) => void {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [throttled] = useState(() => keyedThrottle(FAVOURITE_THROTTLE_MS));
  const { mutate } = useFavouriteMutation({
    onRollback: (_error, { game, add }) => {
      const title = gameTitle(game);
      notify(
        add ? t`Could not add ${title} to your favourites. Please try again.` : t`Could not remove ${title} from your favourites. Please try again.`,
        'error',
      );
    },
  });
  const { isLogin, isTrial } = viewer;
  return useCallback(
    (game: Game) => {
      const ids = cachedFavouriteIds(queryClient);
      const decision = decideFavouriteToggle({ isLogin, isTrial }, ids.includes(game.nodeId), ids.length);
      switch (decision.action) {
        case 'login':
          return openLogin();
        case 'trial-blocked':
          return showTrialBlocked();
        case 'full':
          return notify(t`Your favourites list is full. Remove a game to add another.`, 'error');
        case 'add':
        case 'remove':
          return throttled(game.nodeId, () => mutate({ game, add: decision.action === 'add' }));
      }
    },
    [queryClient, isLogin, isTrial, openLogin, showTrialBlocked, notify, t, throttled, mutate],
  );
}
