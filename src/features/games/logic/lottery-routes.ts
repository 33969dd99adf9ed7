import type { Game } from '@generated/model';

// Apart from the launch rules (launch-route.ts), which load with the launcher on idle or the first launch (issue 33):
// a game card needs only whether it offers free trial.

export type LotteryRoute = '/lottery' | '/seaLottery' | '/vnLottery';

/** The vendors whose games open their lottery page rather than a launch (SPEC 4). */
export const LOTTERY_ROUTES: Record<string, LotteryRoute> = {
  TCG_LOTTO_VN: '/vnLottery',
  TCG_SEA: '/seaLottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

/**
 * A game card offers free trial (SPEC 2) for a playable game: not for a vendor
 * group (its card lists games) nor for a lottery, whose pages need a real
 * account (SPEC 6: lottery pages need login; their lobby call is member-only).
 */
export function offersFreeTrial(game: Pick<Game, 'vassalage' | 'isGame'>): boolean {
  return game.isGame !== 'VASSALAGE' && !LOTTERY_ROUTES[game.vassalage.toUpperCase()];
}
