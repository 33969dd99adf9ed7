import type { WinnerEntry, WinnerVo } from '@generated/model';

/** SPEC 9: the board asks for 20 winners and scrolls its list by half a pixel a frame. */
export const WINNER_LIMIT = 20;
export const WINNER_SCROLL_STEP = 0.5;

export type RankedWinner = WinnerVo & { rank: number };

/**
 * The board's two parts: the three biggest wins shown large, then the list
 * from the fourth entry on, ranked from 4. Sorted here, so an unsorted answer
 * still puts the biggest wins on top.
 */
export function splitWinners(entries: readonly WinnerEntry[], limit: number = WINNER_LIMIT): { top: RankedWinner[]; rest: RankedWinner[] } {
  const ranked = entries
    .map((entry) => entry.vo)
    .sort((a, b) => b.winAmount - a.winAmount)
    .slice(0, limit)
    .map((vo, index) => ({ ...vo, rank: index + 1 }));
  return { top: ranked.slice(0, 3), rest: ranked.slice(3) };
}
