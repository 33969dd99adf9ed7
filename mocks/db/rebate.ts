import dayjs from 'dayjs';
import type { GameType, RebateEntry } from '@generated/model';
import { betBook } from './bets';
import type { PromotionsState } from './promotions';
import { WHITELABEL } from './site-config';

/** The manual rebate (MANPLAYREB3): a rate per game type on the valid bets since the last claim. */

export const REBATE_RATES: Partial<Record<GameType, number>> = { RNG: 0.008, FISH: 0.007, SPORTS: 0.006, LIVE: 0.005, PVP: 0.004, LOTT: 0.003 };
export const MIN_REBATE_CLAIM = 1;
/** Without an earlier claim, bets of the last three days count. */
const REBATE_WINDOW_DAYS = 3;

const cents = (amount: number) => Math.round(amount * 100) / 100;

export function rebateEntries(username: string, claimedAt: PromotionsState['rebateClaimedAt'], now: Date = new Date()): RebateEntry[] {
  const nowText = dayjs(now).format('YYYY-MM-DD HH:mm:ss');
  const window = dayjs(now).subtract(REBATE_WINDOW_DAYS, 'day').format('YYYY-MM-DD HH:mm:ss');
  const valid = new Map<GameType, number>();
  // Only the days since the earliest of the window and the claims (the history is made by day on demand).
  const earliest = [window, ...Object.values(claimedAt)].sort()[0]!;
  for (const bet of betBook(username, now).between(earliest.slice(0, 10), nowText.slice(0, 10))) {
    const since = claimedAt[bet.gameType] ?? window;
    if (bet.status !== 'settled' || bet.betTime <= since || bet.betTime > nowText) continue;
    valid.set(bet.gameType, (valid.get(bet.gameType) ?? 0) + bet.validBet);
  }
  return Object.entries(REBATE_RATES).map(([gameType, rate]) => {
    const validBet = cents(valid.get(gameType as GameType) ?? 0);
    return { gameType: gameType as GameType, validBet, rate: rate ?? 0, amount: cents(validBet * (rate ?? 0)) };
  });
}

/** The last claim of any game type, or null. */
export function lastRebateClaim(claimedAt: PromotionsState['rebateClaimedAt']): string | null {
  return Object.values(claimedAt).sort().at(-1) ?? null;
}

export const rebateEnabled = () => WHITELABEL.some((flag) => flag.modId === 'MANPLAYREB3' && flag.enabled);
