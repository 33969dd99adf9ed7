import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getListRecentGamesInfiniteQueryKey, getListRecentGamesQueryKey, launchGame } from '@generated/api/games/games';
import { currentLanguage } from '@/lib/i18n';
import type { LaunchParams } from '../logic/launch-route';
import { unwrap } from '@/api/unwrap';

/**
 * The generic launch (GET launchGame). A launch is an action with a fresh,
 * short-lived URL each time, so it runs as a mutation and is never cached;
 * it then refreshes the recent lists, where the game now comes first.
 */
export function useLaunchMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (params: LaunchParams) => unwrap(await launchGame({ ...params, language: currentLanguage(), device: 'WEB' })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getListRecentGamesQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getListRecentGamesInfiniteQueryKey() }),
      ]),
  });
}
