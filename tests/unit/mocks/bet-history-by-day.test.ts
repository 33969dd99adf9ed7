import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import type { BetRecord, GameType } from '@generated/model';
import { betBook } from '@mocks/db/bets';
import { CATALOGUE } from '@mocks/db/catalogue';
import { resetDb, db } from '@mocks/db/store';
import { queryBets, type BetQuery } from '@mocks/lib/bet-index';
import { inDayRange, sumOf } from '@mocks/lib/records';
import { seeded } from '@mocks/lib/seeded';
import { stamp } from '@mocks/lib/stamp';

/**
 * The betting history made by day on demand (issue 33) is the history the whole-history build made: the same rows
 * (ticket, times, amounts, order) for a range and the same totals, in UTC and in a zone with clock changes, across
 * a day boundary and a short day whose last bets are stamped after midnight.
 */

/** The whole-history build as it was before the history was made by day (session 7's `betHistory`): the reference. */
function wholeHistory(username: string, today: Date, scaled?: number): BetRecord[] {
  const cents = (amount: number) => Math.round(amount * 100) / 100;
  const STAKES = [1, 2, 5, 10, 20, 50, 100, 200];
  const PLAYABLE: GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT'];
  const random = seeded(username);
  const games = CATALOGUE.filter((game) => PLAYABLE.includes(game.gameType) && game.isGame !== 'VASSALAGE');
  const bets: BetRecord[] = [];
  const end = dayjs(today).endOf('day');
  for (let offset = 0; offset < 90; offset += 1) {
    const dayStart = end.subtract(offset, 'day').startOf('day').valueOf();
    const count = scaled ? Math.floor((scaled * (offset + 1)) / 90) - Math.floor((scaled * offset) / 90) : random() < 0.15 ? 0 : Math.floor(random() * 14) + 2;
    for (let n = 0; n < count; n += 1) {
      const game = games[Math.floor(random() * games.length)]!;
      const stake = STAKES[Math.floor(random() * STAKES.length)]!;
      const roll = random();
      const multiplier = roll < 0.55 ? 0 : roll < 0.9 ? 0.5 + random() * 1.3 : 2 + random() * 7;
      const placed = dayStart + Math.floor(random() * 86_000) * 1000;
      const betTime = stamp(placed);
      const open = offset === 0 && n === 0;
      const cancelled = !open && random() < 0.01;
      const winLoss = open || cancelled ? 0 : cents(stake * multiplier - stake);
      bets.push({
        ticketId: `${game.vassalage}-${betTime.slice(2, 4)}${betTime.slice(5, 7)}${betTime.slice(8, 10)}${String(1000 + bets.length).padStart(7, '0')}`,
        betTime,
        settleTime: open ? null : stamp(placed + (Math.floor(random() * 90) + 3) * 1000),
        gameType: game.gameType,
        vendor: game.vassalage,
        gameName: game.displayName ?? game.gameName ?? game.nodeName ?? game.gameCode ?? game.nodeId,
        betAmount: stake,
        validBet: cancelled ? 0 : stake,
        winLoss,
        status: open ? 'open' : cancelled ? 'cancelled' : 'settled',
      });
    }
  }
  return bets.sort((a, b) => b.betTime.localeCompare(a.betTime));
}

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
  resetDb();
});

function atScale(scaled: number | undefined) {
  if (scaled) {
    db.update((state) => {
      state.scale = { betRecords: { demo: scaled } };
    });
  }
}

// [zone, today, a day boundary to query across]: New York's history of 2026-03-20 holds 2026-03-08, a 23-hour day
// whose bets placed in its last hour are stamped on 2026-03-09, and 2025-11-02, a 25-hour day.
const CASES: Array<[string, Date, string]> = [
  ['UTC', new Date(Date.UTC(2026, 10, 21, 16)), '2026-11-20'],
  ['America/New_York', new Date(Date.UTC(2026, 2, 20, 16)), '2026-03-08'],
  ['America/New_York', new Date(Date.UTC(2026, 0, 10, 3)), '2025-11-02'],
];
const SCALES: Array<[string, number | undefined]> = [
  ['the demo history', undefined],
  ['3,000 bets', 3000],
];

const next = (date: string) => dayjs(date).add(1, 'day').format('YYYY-MM-DD');

describe.each(CASES)('the history by day in %s up to %s', (timeZone, today, boundary) => {
  const queries = (): Array<[string, BetQuery]> => [
    ['the day before the boundary', { from: boundary, to: boundary }],
    ['the day after it', { from: next(boundary), to: next(boundary) }],
    ['both days', { from: boundary, to: next(boundary) }],
    ['a week up to today (the default range)', { from: dayjs(today).subtract(6, 'day').format('YYYY-MM-DD'), to: dayjs(today).format('YYYY-MM-DD') }],
    ['one game type across the boundary', { from: boundary, to: next(boundary), gameType: 'RNG' }],
    ['everything', {}],
  ];

  it.each(SCALES)('gives %s the rows and totals of the whole-history build', (_, scaled) => {
    process.env.TZ = timeZone;
    atScale(scaled);
    const whole = wholeHistory('demo', today, scaled);
    const book = betBook('demo', today);
    for (const [name, query] of queries()) {
      const rows = inDayRange(whole, (bet) => bet.betTime, query.from, query.to).filter((bet) => !query.gameType || bet.gameType === query.gameType);
      const answer = queryBets(book, query);
      expect(answer.rows, name).toEqual(rows);
      expect(answer.totals, name).toEqual({
        betAmount: sumOf(rows.map((bet) => bet.betAmount)),
        validBet: sumOf(rows.map((bet) => bet.validBet)),
        winLoss: sumOf(rows.map((bet) => bet.winLoss)),
      });
    }
    expect(book.all()).toEqual(whole);
  });
});

describe('the history by day', () => {
  it('draws the numbers the PRNG drew before it could start at any state', () => {
    // mulberry32 as `seeded` was written before `seededFrom`: the reference above must not move with it.
    let h = 1779033703 ^ 'demo'.length;
    for (let i = 0; i < 'demo'.length; i += 1) h = Math.imul(h ^ 'demo'.charCodeAt(i), 3432918353);
    let state = h >>> 0;
    const before = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const random = seeded('demo');
    for (let n = 0; n < 1000; n += 1) expect(random()).toBe(before());
  });

  it("gives a range its days' bets, and keeps them", () => {
    process.env.TZ = 'UTC';
    atScale(90_000);
    const book = betBook('demo', new Date(Date.UTC(2026, 10, 21, 16)));
    const week = book.between('2026-11-15', '2026-11-21');
    expect(week).toHaveLength(7000);
    expect(new Set(week.map((bet) => bet.betTime.slice(0, 10)))).toEqual(
      new Set(['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']),
    );
    // Asked again, the same rows (kept, not built again).
    expect(book.between('2026-11-21', '2026-11-21')[0]).toBe(week[0]);
  });

  it('stamps the last bets of a 23-hour day on the next date, where the whole history has them', () => {
    process.env.TZ = 'America/New_York';
    atScale(100_000);
    const today = new Date(Date.UTC(2026, 2, 20, 16));
    const serial = (bet: BetRecord) => Number(bet.ticketId.slice(-7));
    const book = betBook('demo', today);
    const short = book.between('2026-03-08', '2026-03-08').map(serial);
    const after = book.between('2026-03-09', '2026-03-09');
    const spilled = after.filter((bet) => serial(bet) >= Math.min(...short) && serial(bet) <= Math.max(...short));
    expect(spilled.length).toBeGreaterThan(0);
    expect(spilled.every((bet) => bet.betTime < '2026-03-09 01:00:00')).toBe(true);
    expect(after).toEqual(inDayRange(wholeHistory('demo', today, 100_000), (bet) => bet.betTime, '2026-03-09', '2026-03-09'));
  });
});
