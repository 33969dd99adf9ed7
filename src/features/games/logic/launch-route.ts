import type { Game, Vendor } from '@generated/model';
import { LOTTERY_ROUTES, offersFreeTrial, type LotteryRoute } from './lottery-routes';

/** What the player clicked: a game card (or a header game) or a vendor card / header vendor. */
export type LaunchTarget =
  | { kind: 'game'; game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType' | 'gameCode' | 'isGame' | 'underMaintenance'> }
  | { kind: 'vendor'; vendor: Pick<Vendor, 'vassalage' | 'gameType'> };

export type Viewer = { isLogin: boolean; isTrial: boolean };

/** The generic launch's query (launchGame): a game, or a vendor's lobby when there is no nodeId. */
export type LaunchParams = { vassalage: string; gameType: Game['gameType']; nodeId?: string; gameCode?: string };

export type LaunchDecision =
  | { action: 'login' }
  | { action: 'trial-blocked' }
  | { action: 'lottery'; to: LotteryRoute; search: { gameCode?: string; gameType?: 'ELOTT' } }
  | { action: 'vendor-page'; to: '/rng'; search: { vassalage: string } }
  | { action: 'sub-games' }
  | { action: 'maintenance' }
  | { action: 'launch'; params: LaunchParams };

/**
 * SPEC 4's launch routing. Browsing is not launching: a slots (RNG) vendor's
 * list and a vendor group's sub-game list open for anyone, so a guest can look
 * before logging in. For everything else, in the spec's order: a guest logs
 * in first, a trial user is blocked, then the vendor decides (TCG_LOTTO_VN, TCG_SEA,
 * LOTT/ELOTT to their lottery pages), a vendor group (isGame VASSALAGE) opens
 * its sub-game list, a slots (RNG) vendor opens its list on /rng, and
 * anything else is launched through the contract's launchGame. A game flagged
 * under maintenance skips the call and shows other popular games (SPEC 8).
 */
export function decideLaunch(target: LaunchTarget, viewer: Viewer): LaunchDecision {
  if (target.kind === 'vendor' && target.vendor.gameType === 'RNG' && !LOTTERY_ROUTES[target.vendor.vassalage.toUpperCase()]) {
    return { action: 'vendor-page', to: '/rng', search: { vassalage: target.vendor.vassalage } };
  }
  if (target.kind === 'game' && target.game.isGame === 'VASSALAGE') return { action: 'sub-games' };
  if (!viewer.isLogin) return { action: 'login' };
  if (viewer.isTrial) return { action: 'trial-blocked' };

  const item = target.kind === 'game' ? target.game : target.vendor;
  const vendor = item.vassalage.toUpperCase();
  const lottery = LOTTERY_ROUTES[vendor];
  if (lottery) {
    const gameCode = target.kind === 'game' ? target.game.gameCode || undefined : undefined;
    return { action: 'lottery', to: lottery, search: { ...(gameCode ? { gameCode } : {}), ...(item.gameType === 'ELOTT' ? { gameType: 'ELOTT' } : {}) } };
  }
  if (target.kind === 'game') {
    const { game } = target;
    if (game.underMaintenance) return { action: 'maintenance' };
    return {
      action: 'launch',
      params: { vassalage: game.vassalage, gameType: game.gameType, nodeId: game.nodeId, ...(game.gameCode ? { gameCode: game.gameCode } : {}) },
    };
  }
  return { action: 'launch', params: { vassalage: target.vendor.vassalage, gameType: target.vendor.gameType } };
}

type TrialGame = Pick<Game, 'nodeId' | 'vassalage' | 'gameType' | 'gameCode' | 'isGame' | 'underMaintenance'>;

export type FreeTrialDecision =
  | { action: 'unavailable' }
  | { action: 'maintenance' }
  /** A guest: start the free-play (trial) session, then launch. */
  | { action: 'free-play'; params: LaunchParams }
  | { action: 'launch'; params: LaunchParams };

/**
 * The free-trial button (issue 27): it plays that game. A guest is signed in
 * for free play first (SPEC 6's trial user), a trial user launches at once; a
 * trial user's real-money "Play" stays blocked (decideLaunch).
 */
export function decideFreeTrial(game: TrialGame, viewer: Viewer): FreeTrialDecision {
  if (!offersFreeTrial(game)) return { action: 'unavailable' };
  if (game.underMaintenance) return { action: 'maintenance' };
  const params: LaunchParams = {
    vassalage: game.vassalage,
    gameType: game.gameType,
    nodeId: game.nodeId,
    ...(game.gameCode ? { gameCode: game.gameCode } : {}),
  };
  return viewer.isLogin ? { action: 'launch', params } : { action: 'free-play', params };
}
