import type { BetRecord, BonusRecord, GameType, ProfitLossDay, ProfitLossFigures, ProfitLossRow } from '@generated/model';
import type { LedgerEntry } from './ledger';
import { turnoverMultipleOf } from './ledger-history';

/**
 * The reports the records handlers compute from the same data the betting
 * record and the account record list, so every figure agrees with a list:
 * profit and loss from the bets, bonus details from the ledger's bonus and
 * rebate entries.
 */
const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The game types in the order the site shows them (the betting record's filter). */
export const GAME_TYPE_ORDER: readonly GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT', 'BGS'];

function add(figures: ProfitLossFigures, bet: BetRecord): void {
  figures.betCount += 1;
  figures.betAmount = cents(figures.betAmount + bet.betAmount);
  figures.validBet = cents(figures.validBet + bet.validBet);
  figures.winLoss = cents(figures.winLoss + bet.winLoss);
}

const empty = (): ProfitLossFigures => ({ betCount: 0, betAmount: 0, validBet: 0, winLoss: 0 });

/** Bets summed by game type (types with bets only, in the site's order), in total, and by day (oldest first). */
export function profitLoss(bets: readonly BetRecord[]): { rows: ProfitLossRow[]; totals: ProfitLossFigures; daily: ProfitLossDay[] } {
  const byType = new Map<GameType, ProfitLossRow>();
  const byDay = new Map<string, ProfitLossDay>();
  const totals = empty();
  for (const bet of bets) {
    const row = byType.get(bet.gameType) ?? { gameType: bet.gameType, ...empty() };
    add(row, bet);
    byType.set(bet.gameType, row);
    add(totals, bet);
    const day = bet.betTime.slice(0, 10);
    const daily = byDay.get(day) ?? { day, validBet: 0, winLoss: 0 };
    daily.validBet = cents(daily.validBet + bet.validBet);
    daily.winLoss = cents(daily.winLoss + bet.winLoss);
    byDay.set(day, daily);
  }
  const rank = (type: GameType) => (GAME_TYPE_ORDER.indexOf(type) + GAME_TYPE_ORDER.length + 1) % (GAME_TYPE_ORDER.length + 1);
  return {
    rows: [...byType.values()].sort((a, b) => rank(a.gameType) - rank(b.gameType)),
    totals,
    daily: [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day)),
  };
}

/**
 * A bonus or rebate entry of the ledger as bonus details shows it: its
 * turnover requirement (the amount times the promotion's multiple) and the
 * valid bets placed since it was credited, at most the requirement.
 */
export function bonusRecordOf(entry: LedgerEntry, bets: readonly BetRecord[]): BonusRecord {
  const type = entry.type === 'rebate' ? 'rebate' : 'bonus';
  const turnoverRequired = cents(entry.amount * turnoverMultipleOf(entry));
  const credited = entry.status === 'success';
  const made = credited ? cents(bets.filter((bet) => bet.betTime > entry.time).reduce((sum, bet) => sum + bet.validBet, 0)) : 0;
  const turnoverDone = Math.min(made, turnoverRequired);
  const status = entry.status === 'pending' ? 'pending' : !credited ? 'cancelled' : turnoverDone >= turnoverRequired ? 'completed' : 'inProgress';
  return {
    id: entry.id,
    time: entry.time,
    type,
    promotionName: entry.remark ?? (type === 'rebate' ? 'Rebate' : 'Bonus'),
    amount: entry.amount,
    turnoverRequired,
    turnoverDone,
    status,
  };
}
