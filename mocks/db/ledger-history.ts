import dayjs from 'dayjs';
import type { BetRecord } from '@generated/model';
import { seeded } from '../lib/seeded';
import { betHistory } from './bets';
import type { LedgerEntry, LedgerType } from './ledger';
import { PERSONAS } from './personas';

/**
 * A believable 90-day statement of each persona's main wallet, the same on
 * every start (seeded by the user name), under what the demo records in
 * `state.ledger`. It agrees with the betting record: every day with bets has
 * a transfer into a vendor wallet before the first bet and one back after the
 * last, and the two differ by exactly that day's win/loss; the daily rebate
 * is a share of the previous day's valid bets. Deposits come by channel, some
 * with a reload bonus; withdrawals go to the member's bank. The running
 * balance ends at the persona's opening balance, so the demo's own entries
 * continue the same statement.
 */
const DAYS = 90;
const REBATE_RATE = 0.008;
const DEPOSIT_AMOUNTS = [100, 200, 300, 500, 500, 800, 1000, 2000];
const CHANNELS = ['Bank transfer · Maybank', 'Bank transfer · CIMB', 'DuitNow QR', "Touch 'n Go eWallet", 'USDT (TRC20)'];
const BANK = 'Maybank ••••4321';
const FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** Promotions the history credits, with their turnover (valid bets needed, as a multiple of the amount). */
export const PROMOTIONS = {
  reload: { name: 'Weekly reload bonus 20%', turnoverMultiple: 5 },
  vip: { name: 'Monthly VIP bonus', turnoverMultiple: 3 },
  rebate: { name: 'Daily rebate 0.8%', turnoverMultiple: 1 },
} as const;

/** The turnover multiple of a bonus or rebate entry: its promotion's, else once the amount. */
export function turnoverMultipleOf(entry: Pick<LedgerEntry, 'type' | 'remark'>): number {
  const promotion = Object.values(PROMOTIONS).find((candidate) => candidate.name === entry.remark);
  if (promotion) return promotion.turnoverMultiple;
  return entry.type === 'bonus' || entry.type === 'rebate' ? 1 : 0;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;
const PREFIX: Record<LedgerType, string> = { deposit: 'DP', withdrawal: 'WD', transfer: 'TF', bonus: 'BN', rebate: 'RB', adjustment: 'AJ' };

type Draft = Omit<LedgerEntry, 'id' | 'balanceAfter'>;
type DayBets = { stake: number; validBet: number; winLoss: number; first: string; last: string };

function betsByDay(bets: readonly BetRecord[]): Map<string, DayBets> {
  const days = new Map<string, DayBets>();
  for (const bet of bets) {
    const day = bet.betTime.slice(0, 10);
    const entry = days.get(day) ?? { stake: 0, validBet: 0, winLoss: 0, first: bet.betTime, last: bet.betTime };
    entry.stake += bet.betAmount;
    entry.validBet += bet.validBet;
    entry.winLoss = cents(entry.winLoss + bet.winLoss);
    if (bet.betTime < entry.first) entry.first = bet.betTime;
    if (bet.betTime > entry.last) entry.last = bet.betTime;
    days.set(day, entry);
  }
  return days;
}

const cache = new Map<string, LedgerEntry[]>();

/** A persona's seeded history up to `now`, newest first; anyone else (a member registered in the demo) has none. */
export function ledgerHistory(username: string, now: Date = new Date()): LedgerEntry[] {
  const persona = PERSONAS.find((candidate) => candidate.username === username);
  if (!persona) return [];
  const key = `${username}:${dayjs(now).format('YYYY-MM-DD')}`;
  const cached = cache.get(key);
  if (cached) return cached;

  const random = seeded(`ledger:${username}`);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const wallets = Object.keys(persona.wallets);
  const days = betsByDay(betHistory(username, now));
  const nowText = dayjs(now).format(FORMAT);
  const drafts: Draft[] = [];
  const at = (time: dayjs.Dayjs, start: dayjs.Dayjs) => {
    const clamped = time.isBefore(start) ? start : time.isAfter(start.endOf('day')) ? start.endOf('day') : time;
    return clamped.format(FORMAT);
  };

  for (let offset = DAYS - 1; offset >= 0; offset -= 1) {
    const date = dayjs(now).startOf('day').subtract(offset, 'day');
    const day = date.format('YYYY-MM-DD');
    const bets = days.get(day);
    const previous = days.get(date.subtract(1, 'day').format('YYYY-MM-DD'));
    if (previous && offset < DAYS - 1) {
      const amount = cents(previous.validBet * REBATE_RATE);
      if (amount >= 0.5) {
        drafts.push({
          time: at(date.add(4, 'hour').add(Math.floor(random() * 1800), 'second'), date),
          type: 'rebate',
          amount,
          status: 'success',
          remark: PROMOTIONS.rebate.name,
        });
      }
    }
    if (date.date() === 1) {
      drafts.push({
        time: at(date.add(9, 'hour').add(Math.floor(random() * 600), 'second'), date),
        type: 'bonus',
        amount: 88,
        status: 'success',
        remark: PROMOTIONS.vip.name,
      });
    }
    const sessionStart = bets ? dayjs(bets.first) : date.add(10 + Math.floor(random() * 11), 'hour');
    if (offset === 2) {
      // A payment the channel refused, as a statement now and then has.
      drafts.push({ time: at(sessionStart.subtract(3, 'hour'), date), type: 'deposit', amount: 300, status: 'failed', remark: 'DuitNow QR' });
    }
    if (random() < 0.2) {
      const amount = pick(DEPOSIT_AMOUNTS);
      const time = sessionStart.subtract(20 + Math.floor(random() * 70), 'minute');
      const roll = random();
      const status = roll < 0.05 ? 'failed' : roll < 0.09 ? 'cancelled' : 'success';
      drafts.push({ time: at(time, date), type: 'deposit', amount, status, remark: pick(CHANNELS) });
      if (status === 'success' && random() < 0.35) {
        const bonus = Math.min(cents(amount * 0.2), 300);
        drafts.push({ time: at(time.add(2, 'minute'), date), type: 'bonus', amount: bonus, status: 'success', remark: PROMOTIONS.reload.name });
      }
    }
    if (bets) {
      const wallet = pick(wallets);
      const out = Math.ceil(Math.max(bets.stake * 0.4, -bets.winLoss, 50) / 50) * 50;
      const back = cents(out + bets.winLoss);
      drafts.push({
        time: at(dayjs(bets.first).subtract(1 + Math.floor(random() * 4), 'minute'), date),
        type: 'transfer',
        amount: -out,
        status: 'success',
        remark: `MAIN → ${wallet}`,
      });
      if (back > 0) {
        drafts.push({
          time: at(dayjs(bets.last).add(2 + Math.floor(random() * 9), 'minute'), date),
          type: 'transfer',
          amount: back,
          status: 'success',
          remark: `${wallet} → MAIN`,
        });
      }
    }
    const roll = random();
    if (roll < 0.17) {
      // Cashing out after a session; now and then one is cancelled by the member.
      const end = bets ? dayjs(bets.last) : sessionStart;
      const status = roll < 0.02 ? 'cancelled' : 'success';
      drafts.push({
        time: at(end.add(30 + Math.floor(random() * 60), 'minute'), date),
        type: 'withdrawal',
        amount: -pick([300, 500, 1000, 1500, 2000]),
        status,
        remark: BANK,
      });
    }
  }
  // A deposit still being reviewed, as a real statement often has.
  drafts.push({ time: dayjs(now).subtract(47, 'minute').format(FORMAT), type: 'deposit', amount: 500, status: 'pending', remark: 'USDT (TRC20)' });

  const history = walkBack(
    drafts.filter((draft) => draft.time <= nowText).sort((a, b) => a.time.localeCompare(b.time)),
    persona.balance,
    nowText,
    pick,
  );
  cache.set(key, history);
  return history;
}

/**
 * Gives every entry its balance, walking back from the balance the statement
 * must end at. Where the balance would go below nothing, the member withdrew
 * winnings just after (a withdrawal is inserted); where it would grow past a
 * believable ceiling, the member deposited. Only successful entries move it.
 */
function walkBack(drafts: readonly Draft[], closing: number, nowText: string, pick: <T>(items: readonly T[]) => T): LedgerEntry[] {
  const floor = Math.min(500, closing);
  const ceiling = Math.max(closing * 2, 5000);
  const newestFirst: Array<Omit<LedgerEntry, 'id'>> = [];
  let balance = closing;
  let later = nowText;
  for (let index = drafts.length - 1; index >= 0; index -= 1) {
    const draft = drafts[index]!;
    if (draft.status !== 'success') {
      newestFirst.push(draft);
      continue;
    }
    let before = cents(balance - draft.amount);
    const between = momentBetween(draft.time, later);
    if (before < floor) {
      const amount = Math.ceil((floor - before) / 100) * 100 + pick([0, 100, 200, 500]);
      newestFirst.push({ time: between, type: 'withdrawal', amount: -amount, status: 'success', remark: BANK, balanceAfter: balance });
      balance = cents(balance + amount);
      before = cents(balance - draft.amount);
    } else if (before > ceiling) {
      const amount = Math.ceil((before - ceiling) / 100) * 100 + pick([0, 100, 200, 500]);
      newestFirst.push({ time: between, type: 'deposit', amount, status: 'success', remark: pick(CHANNELS), balanceAfter: balance });
      balance = cents(balance - amount);
      before = cents(balance - draft.amount);
    }
    newestFirst.push({ ...draft, balanceAfter: balance });
    balance = before;
    later = draft.time;
  }
  // Reference numbers run in time order, like a server's sequence (7000 and up: apart from the demo's own).
  const total = newestFirst.length;
  return newestFirst.map((entry, index) => ({
    ...entry,
    id: `${PREFIX[entry.type]}-${entry.time.slice(0, 10).replaceAll('-', '')}-${7000 + total - index}`,
  }));
}

/** A moment after `from` and before `to` (both `YYYY-MM-DD HH:mm:ss`). */
function momentBetween(from: string, to: string): string {
  const start = dayjs(from);
  const gap = dayjs(to).diff(start, 'second');
  if (gap < 2) return from;
  return start.add(Math.max(1, Math.min(Math.floor(gap / 2), 15 * 60)), 'second').format(FORMAT);
}
