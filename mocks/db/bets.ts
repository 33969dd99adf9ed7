import dayjs from 'dayjs';
import type { BetRecord, Game, GameType } from '@generated/model';
import { drawAt, seededFrom, seedState, skipState } from '../lib/seeded';
import { dayStamper, stamp } from '../lib/stamp';
import { CATALOGUE } from './catalogue';
import { db } from './store';

/**
 * A believable betting history, the same on every start: about 90 days of
 * bets per member, drawn from the game catalogue with a PRNG seeded by the
 * user name (no faker, so adding faker calls elsewhere never shifts it).
 *
 * Made by day on demand (issue 33): the mock panel's 100,000 bets were all built on the page's main thread (MSW
 * answers there) by the betting record's first call, whatever range it asked for. A plan found by drawing only what
 * decides how many numbers a bet draws (no rows, no strings) gives each day's PRNG state and first ticket number;
 * a query then builds only the days it covers, and keeps them. The rows are the ones the whole-history build made
 * (tests/unit/mocks/bet-history-by-day.test.ts compares them).
 */
const DAYS = 90;

const cents = (amount: number) => Math.round(amount * 100) / 100;
const STAKES = [1, 2, 5, 10, 20, 50, 100, 200];
const PLAYABLE: GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT'];
/** The latest a bet is placed after its day's start (a short day's last bets fall on the next date). */
const LAST_PLACED_MS = 85_999_000;

/** One day the history draws, `offset` days before today: where its numbers and ticket numbers start. */
type DayPlan = { offset: number; dayStart: number; date: string; state: number; count: number; first: number; spillDate: string };

/** A member's history up to one day: the bets on one date, the bets between two dates, or all, newest first. */
export type BetBook = {
  readonly between: (from?: string | null, to?: string | null) => readonly BetRecord[];
  readonly all: () => readonly BetRecord[];
};

const books = new Map<string, BetBook>();

/** The games a bet is drawn from (the catalogue's playable games), found once. */
let playable: Game[] | undefined;
const games = () => (playable ??= CATALOGUE.filter((game) => PLAYABLE.includes(game.gameType) && game.isGame !== 'VASSALAGE'));

/** Numbers a bet draws: game, stake, roll, [multiplier unless the roll lost], placed, [cancelled, settle unless open]. */
const drawsOf = (roll: number, open: boolean) => 4 + (roll < 0.55 ? 0 : 1) + (open ? 0 : 2);

/** Each day's start state, bet count and first ticket number, drawing only the count and each bet's roll. */
function planOf(username: string, today: Date, scaled: number | undefined): DayPlan[] {
  let state = seedState(username);
  let first = 0;
  const plan: DayPlan[] = [];
  const end = dayjs(today).endOf('day');
  for (let offset = 0; offset < DAYS; offset += 1) {
    const dayStart = end.subtract(offset, 'day').startOf('day').valueOf();
    let count: number;
    if (scaled) count = Math.floor((scaled * (offset + 1)) / DAYS) - Math.floor((scaled * offset) / DAYS);
    else if (drawAt(state, 0) < 0.15) [count, state] = [0, skipState(state, 1)];
    else [count, state] = [Math.floor(drawAt(state, 1) * 14) + 2, skipState(state, 2)];
    const dayState = state;
    for (let n = 0; n < count; n += 1) state = skipState(state, drawsOf(drawAt(state, 2), offset === 0 && n === 0));
    const date = stamp(dayStart).slice(0, 10);
    plan.push({ offset, dayStart, date, state: dayState, count, first, spillDate: stamp(dayStart + LAST_PLACED_MS).slice(0, 10) });
    first += count;
  }
  return plan;
}

/** One day's bets in the order they are drawn. */
function buildDay(day: DayPlan): BetRecord[] {
  const random = seededFrom(day.state);
  const stampOf = dayStamper(day.dayStart);
  const choices = games();
  const bets: BetRecord[] = [];
  for (let n = 0; n < day.count; n += 1) {
    const game = choices[Math.floor(random() * choices.length)]!;
    const stake = STAKES[Math.floor(random() * STAKES.length)]!;
    const roll = random();
    // Returns about 0.95 per 1 staked: the house keeps a margin, as a real lobby does.
    const multiplier = roll < 0.55 ? 0 : roll < 0.9 ? 0.5 + random() * 1.3 : 2 + random() * 7;
    const placed = day.dayStart + Math.floor(random() * 86_000) * 1000;
    const betTime = stampOf(placed);
    const open = day.offset === 0 && n === 0;
    const cancelled = !open && random() < 0.01;
    const winLoss = open || cancelled ? 0 : cents(stake * multiplier - stake);
    bets.push({
      ticketId: `${game.vassalage}-${betTime.slice(2, 4)}${betTime.slice(5, 7)}${betTime.slice(8, 10)}${String(1000 + day.first + n).padStart(7, '0')}`,
      betTime,
      settleTime: open ? null : stampOf(placed + (Math.floor(random() * 90) + 3) * 1000),
      gameType: game.gameType,
      vendor: game.vassalage,
      gameName: game.displayName ?? game.gameName ?? game.nodeName ?? game.gameCode ?? game.nodeId,
      betAmount: stake,
      validBet: cancelled ? 0 : stake,
      winLoss,
      status: open ? 'open' : cancelled ? 'cancelled' : 'settled',
    });
  }
  return bets;
}

// Newest first. The stamps share one fixed format, so comparing code points orders them as localeCompare did.
const newestFirst = (a: BetRecord, b: BetRecord) => (a.betTime < b.betTime ? 1 : a.betTime > b.betTime ? -1 : 0);

function bookOf(plan: readonly DayPlan[]): BetBook {
  const built = new Map<number, BetRecord[]>();
  const onDate = new Map<string, readonly BetRecord[]>();
  // The days whose bets can fall on a date, in the order they are drawn: its own day, and the day before it when
  // that day is short (a clock change) and its last bets are stamped after midnight.
  const sources = new Map<string, DayPlan[]>();
  for (const day of plan) {
    for (const date of new Set([day.date, day.spillDate])) {
      const days = sources.get(date);
      if (days) days.push(day);
      else sources.set(date, [day]);
    }
  }
  const dates = [...sources.keys()].sort().reverse();
  const dayRows = (day: DayPlan) => {
    let rows = built.get(day.offset);
    if (!rows) built.set(day.offset, (rows = buildDay(day)));
    return rows;
  };
  const betsOn = (date: string) => {
    let rows = onDate.get(date);
    if (!rows) {
      // Loops, not flatMap: V8's flatMap is several times slower over the 100,000 bets of a whole-history query.
      const drawn: BetRecord[] = [];
      for (const day of sources.get(date)!) for (const bet of dayRows(day)) if (day.date === day.spillDate || bet.betTime.startsWith(date)) drawn.push(bet);
      // A stable sort of the bets in the order they were drawn: equal times keep that order, as the whole history's sort did.
      onDate.set(date, (rows = drawn.sort(newestFirst)));
    }
    return rows;
  };
  let all: readonly BetRecord[] | undefined;
  const between = (from?: string | null, to?: string | null) => {
    const rows: BetRecord[] = [];
    for (const date of dates) if ((!from || date >= from) && (!to || date <= to)) for (const bet of betsOn(date)) rows.push(bet);
    return rows;
  };
  return { between, all: () => (all ??= between()) };
}

/**
 * A member's bets over the last 90 days up to `today`, by date on demand.
 * With a size set at scale (the mock panel's preset), exactly that many bets, spread evenly over the days.
 */
export function betBook(username: string, today: Date = new Date()): BetBook {
  const scaled = db.state.scale?.betRecords?.[username];
  // Today's start as a moment, not its date: the same date in another time zone (a test's) is another history.
  const key = `${username}:${dayjs(today).startOf('day').valueOf()}:${scaled ?? ''}`;
  let book = books.get(key);
  if (!book) books.set(key, (book = bookOf(planOf(username, today, scaled))));
  return book;
}

/** Every bet of a member over the last 90 days up to `today`, newest first (builds every day: prefer `betBook`'s range). */
export function betHistory(username: string, today: Date = new Date()): readonly BetRecord[] {
  return betBook(username, today).all();
}
