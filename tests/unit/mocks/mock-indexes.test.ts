import { afterEach, describe, expect, it } from 'vitest';
import type { BetRecord } from '@generated/model';
import { betBook, betHistory } from '@mocks/db/bets';
import { db, resetDb } from '@mocks/db/store';
import { childrenOf, teamView, type TeamMember } from '@mocks/db/team';
import { queryBets, type BetQuery } from '@mocks/lib/bet-index';
import { inDayRange, sortBy, sumOf } from '@mocks/lib/records';
import { dayStamper, stamp } from '@mocks/lib/stamp';

/**
 * The mocks' indexes (issue 33) give the answers the plain filters gave: each query of the table is answered both
 * ways on a small world (the demo's history, and a history at a scale the panel could set), and must agree.
 */
const NOW = new Date(2026, 10, 21, 16, 0, 0);

afterEach(() => resetDb());

/** The betting record's query as the handler answered it before the index. */
function plainQuery(history: readonly BetRecord[], query: BetQuery) {
  const rows = inDayRange(history, (bet) => bet.betTime, query.from, query.to).filter((bet) => !query.gameType || bet.gameType === query.gameType);
  return {
    rows,
    sorted: sortBy(rows, query.sort ?? 'betTime.desc'),
    totals: {
      betAmount: sumOf(rows.map((bet) => bet.betAmount)),
      validBet: sumOf(rows.map((bet) => bet.validBet)),
      winLoss: sumOf(rows.map((bet) => bet.winLoss)),
    },
  };
}

const QUERIES: Array<[string, BetQuery]> = [
  ['everything, default order', {}],
  ['today', { from: '2026-11-21', to: '2026-11-21' }],
  ['a week', { from: '2026-11-15', to: '2026-11-21' }],
  ['from a day on', { from: '2026-11-01' }],
  ['up to a day', { to: '2026-09-30' }],
  ['a range before the history', { from: '2025-01-01', to: '2025-01-31' }],
  ['a range after today', { from: '2026-12-01', to: '2026-12-31' }],
  ['an upside-down range', { from: '2026-11-20', to: '2026-11-10' }],
  ['one game type', { gameType: 'LIVE' }],
  ['a game type no bet has', { gameType: 'COCKFIGHT' }],
  ['a game type in a range', { from: '2026-10-01', to: '2026-10-31', gameType: 'RNG' }],
  ['oldest first', { sort: 'betTime.asc' }],
  ['by stake, largest first', { from: '2026-11-01', sort: 'betAmount.desc' }],
  ['by win or loss', { sort: 'winLoss.asc', gameType: 'SPORTS' }],
  ['empty parameters', { from: '', to: '', gameType: '', sort: '' }],
];

describe('the betting record index', () => {
  const histories: Array<[string, () => readonly BetRecord[]]> = [
    ['the demo history', () => betHistory('demo', NOW)],
    [
      'a history of 3,000 bets',
      () => {
        db.update((state) => {
          state.scale = { betRecords: { demo: 3000 } };
        });
        return betHistory('demo', NOW);
      },
    ],
  ];

  describe.each(histories)('on %s', (_, history) => {
    it.each(QUERIES)('answers %s as the plain filter does', (_name, query) => {
      const bets = history();
      const expected = plainQuery(bets, query);
      const answer = queryBets(bets, query);
      expect(answer.rows).toEqual(expected.rows);
      expect(answer.sorted).toEqual(expected.sorted);
      expect(answer.totals).toEqual(expected.totals);
      // Asked again (a refetch, another page): the same answer.
      expect(queryBets(bets, query)).toEqual(answer);
      // Asked of the member's book, which builds only the dates in range: the same answer.
      expect(queryBets(betBook('demo', NOW), query)).toEqual(answer);
    });
  });

  it('keeps the history newest first as localeCompare ordered it', () => {
    db.update((state) => {
      state.scale = { betRecords: { demo: 3000 } };
    });
    const bets = betHistory('demo', NOW);
    expect(bets).toHaveLength(3000);
    expect(bets.map((bet) => bet.ticketId)).toEqual([...bets].sort((a, b) => b.betTime.localeCompare(a.betTime)).map((bet) => bet.ticketId));
  });
});

describe('the team index', () => {
  const created = (): Record<string, TeamMember[]> => ({});

  it.each([['agent1'], ['agent2'], ['agent41']])("gives %s's accounts the downlines the plain filter gives", (agent) => {
    const team = teamView(agent, created(), NOW);
    const index = childrenOf(team);
    for (const account of [agent, ...team.map((member) => member.account)]) {
      expect(index.get(account) ?? []).toEqual(team.filter((member) => member.parent === account));
    }
  });

  it('sees an account created in the demo and a team grown by the panel', () => {
    const downlines = created();
    const before = teamView('agent2', downlines, NOW);
    const row: TeamMember = {
      account: 'newbie01',
      type: 0,
      level: 1,
      parent: 'agent2',
      registeredAt: '2026-11-21 15:00:00',
      lastLoginAt: null,
      status: 'active',
      balance: 0,
    };
    (downlines.agent2 ??= []).unshift(row);
    const after = teamView('agent2', downlines, NOW);
    expect(after).toHaveLength(before.length + 1);
    expect(childrenOf(after).get('agent2')).toContainEqual(row);
    db.update((state) => {
      state.scale = { team: { agent2: 500 } };
    });
    expect(teamView('agent2', downlines, NOW)).toHaveLength(501);
  });
});

describe('stamping a day by arithmetic', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = zone;
  });

  // Days with and without a clock change; moments at the edges, past midnight (a settle time) and between seconds.
  it.each([
    ['Asia/Yangon', 2026, 10, 21],
    ['Europe/Berlin', 2026, 2, 29],
    ['Europe/Berlin', 2026, 9, 25],
    ['America/New_York', 2026, 2, 8],
    ['America/New_York', 2026, 10, 1],
    ['UTC', 2026, 0, 1],
  ])('in %s on %i-%i-%i writes what stamp writes', (timeZone, year, month, date) => {
    process.env.TZ = timeZone;
    const dayStart = new Date(year, month, date).getTime();
    const at = dayStamper(dayStart);
    for (const seconds of [0, 1, 59, 60, 3599, 3600, 7199, 7200, 10_800, 43_200, 85_999, 86_399, 86_400, 86_493, 0.5, -1]) {
      expect(at(dayStart + seconds * 1000)).toBe(stamp(dayStart + seconds * 1000));
    }
  });
});
