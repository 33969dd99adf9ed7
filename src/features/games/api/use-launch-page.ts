import { useQuery } from '@tanstack/react-query';
import { getLaunchGameQueryOptions } from '@generated/api/games/games';
import { getLaunchLotteryLobbyQueryOptions } from '@generated/api/lottery/lottery';
import type { LaunchGameParams, LaunchLotteryLobbyParams } from '@generated/model';
import { STALE, unwrap } from '@/api/query-options';

/*
 * Launch URLs read by a whole page (/seamless, the lottery pages). A launch URL
 * is fresh every time, so nothing is kept.
 */
const FRESH = { staleTime: STALE.live, gcTime: 0 } as const;

/** /seamless: the one game's launch URL. */
export function useSeamlessLaunch(params: LaunchGameParams, enabled: boolean) {
  return useQuery({ ...getLaunchGameQueryOptions(params), ...FRESH, enabled, retry: false, select: unwrap });
}

/** The lottery lobby (or a game's betting view) with its prize mode. */
export function useLotteryLobby(params: LaunchLotteryLobbyParams, enabled: boolean) {
  return useQuery({ ...getLaunchLotteryLobbyQueryOptions(params), ...FRESH, enabled, select: unwrap });
}
