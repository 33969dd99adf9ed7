import { useLaunchGame } from '@generated/api/games/games';
import { useLaunchLotteryLobby } from '@generated/api/lottery/lottery';
import type { LaunchGameParams, LaunchLotteryLobbyParams } from '@generated/model';

/*
 * Launch URLs read by a whole page (/seamless, the lottery pages). A launch URL
 * is fresh every time, so nothing is cached. Note for the lead: these are plain
 * hooks until the games feature gets its `xQueryOptions`.
 */
const FRESH = { staleTime: 0, gcTime: 0 } as const;

/** /seamless: the one game's launch URL. */
export function useSeamlessLaunch(params: LaunchGameParams, enabled: boolean) {
  return useLaunchGame(params, { query: { ...FRESH, enabled, retry: false, select: (response) => response.value } });
}

/** The lottery lobby (or a game's betting view) with its prize mode. */
export function useLotteryLobby(params: LaunchLotteryLobbyParams, enabled: boolean) {
  return useLaunchLotteryLobby(params, { query: { ...FRESH, enabled, select: (response) => response.value } });
}
