import type { BetRecord } from '@generated/model';
import type { BetBook } from '../db/bets';
import { sortBy } from './records';

/**
 * The betting record's query answered from a member's history without walking all of it (issue 33): with the mock
 * panel's 100,000 bets the plain filter, sort and sums ran on the page's main thread (MSW answers there) and were
 * most of the page's long task. Same answers as `inDayRange` + the game-type filter + `sortBy` + `sumOf`:
 * - a member's book (`betBook`) builds only the dates a range covers; a history (newest first, `betHistory`) is
 *   sliced at the range found by binary search;
 * - the default order (`betTime.desc`) is the history's own, and a stable sort of rows already in that order
 *   leaves them as they are, so it is not sorted again;
 * - the totals are summed in one pass, in the same order as `sumOf` sums them (the same floating-point result);
 * - the last few answers of a history are kept, so paging through them costs a slice.
 */
export type BetQuery = { from?: string | null; to?: string | null; gameType?: string | null; sort?: string | null };
export type BetTotals = { betAmount: number; validBet: number; winLoss: number };
/** `rows`: the bets in range, newest first (what the totals and the profit and loss read); `sorted`: in the asked order. */
export type BetAnswer = { rows: readonly BetRecord[]; sorted: readonly BetRecord[]; totals: BetTotals };

export const DEFAULT_BET_SORT = 'betTime.desc';
const KEPT_ANSWERS = 8;
const answers = new WeakMap<BetBook | readonly BetRecord[], Map<string, BetAnswer>>();

const day = (bet: BetRecord) => bet.betTime.slice(0, 10);

/** The first index in `history` (newest first) whose day is at or before `to`. */
function firstAtOrBefore(history: readonly BetRecord[], to: string): number {
  let low = 0;
  let high = history.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (day(history[mid]!) > to) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The first index in `history` (newest first) whose day is before `from`. */
function firstBefore(history: readonly BetRecord[], from: string): number {
  let low = 0;
  let high = history.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (day(history[mid]!) >= from) low = mid + 1;
    else high = mid;
  }
  return low;
}

const round = (total: number) => Math.round(total * 100) / 100;

/** The bets of `history` (newest first) between two days. */
function slice(history: readonly BetRecord[], from?: string | null, to?: string | null): readonly BetRecord[] {
  const start = to ? firstAtOrBefore(history, to) : 0;
  const end = from ? firstBefore(history, from) : history.length;
  return history.slice(start, Math.max(start, end));
}

function answer(source: BetBook | readonly BetRecord[], query: BetQuery): BetAnswer {
  const range = 'between' in source ? source.between(query.from, query.to) : slice(source, query.from, query.to);
  const rows = query.gameType ? range.filter((bet) => bet.gameType === query.gameType) : range;
  let betAmount = 0;
  let validBet = 0;
  let winLoss = 0;
  for (const bet of rows) {
    betAmount += bet.betAmount;
    validBet += bet.validBet;
    winLoss += bet.winLoss;
  }
  const sort = query.sort ?? DEFAULT_BET_SORT;
  return {
    rows,
    sorted: sort === DEFAULT_BET_SORT ? rows : sortBy(rows, sort),
    totals: { betAmount: round(betAmount), validBet: round(validBet), winLoss: round(winLoss) },
  };
}

/** The bets of a member's book (or a history, newest first) that match `query`, sorted, with their totals. */
export function queryBets(history: BetBook | readonly BetRecord[], query: BetQuery): BetAnswer {
  const key = [query.from ?? '', query.to ?? '', query.gameType ?? '', query.sort ?? DEFAULT_BET_SORT].join('|');
  let kept = answers.get(history);
  if (!kept) answers.set(history, (kept = new Map()));
  const found = kept.get(key);
  if (found) return found;
  const result = answer(history, query);
  kept.set(key, result);
  if (kept.size > KEPT_ANSWERS) kept.delete(kept.keys().next().value!);
  return result;
}
