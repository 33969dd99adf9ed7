import { describe, expect, it } from 'vitest';
import { AccountRecordStatus, AccountRecordType, BonusStatus } from '@generated/model';
import { dailySeries, MAX_FILLED_DAYS } from '@/features/records/logic/daily-series';
import {
  BONUS_STATUS_LABELS,
  countsInTotals,
  RECORD_STATUS_LABELS,
  RECORD_TYPE_LABELS,
  statusTone,
  turnoverProgress,
} from '@/features/records/logic/record-labels';
import { betHistory } from '@mocks/db/bets';
import { ledgerHistory, turnoverMultipleOf } from '@mocks/db/ledger-history';
import { PERSONAS } from '@mocks/db/personas';
import { bonusRecordOf, profitLoss } from '@mocks/db/record-reports';

const NOW = new Date(2026, 10, 21, 16, 0, 0);
const cents = (amount: number) => Math.round(amount * 100) / 100;

describe('record labels', () => {
  it('name every record type, status and bonus status of the contract', () => {
    expect(Object.keys(RECORD_TYPE_LABELS).sort()).toEqual([...AccountRecordType.options].sort());
    expect(Object.keys(RECORD_STATUS_LABELS).sort()).toEqual([...AccountRecordStatus.options].sort());
    expect(Object.keys(BONUS_STATUS_LABELS).sort()).toEqual([...BonusStatus.options].sort());
  });

  it.each([
    ['success', 'success'],
    ['completed', 'success'],
    ['pending', 'primary'],
    ['inProgress', 'primary'],
    ['failed', 'danger'],
    ['cancelled', 'neutral'],
  ] as const)('shows %s as %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it.each([
    ['success', true],
    ['pending', false],
    ['failed', false],
    ['cancelled', false],
  ] as const)('counts a %s movement in the totals: %s', (status, counted) => {
    expect(countsInTotals(status)).toBe(counted);
  });
});

describe('turnover progress', () => {
  it.each([
    [0, 500, 0],
    [250, 500, 0.5],
    [500, 500, 1],
    [900, 500, 1],
    [0, 0, 1],
    [-5, 100, 0],
  ])('%s made of %s is %s', (done, required, progress) => {
    expect(turnoverProgress(done, required)).toBe(progress);
  });
});

describe('the daily win/loss series', () => {
  it('has every day of the range, quiet days at zero', () => {
    expect(dailySeries([{ day: '2026-11-20', winLoss: -12.5 }], '2026-11-18', '2026-11-21')).toEqual([
      { day: '2026-11-18', winLoss: 0 },
      { day: '2026-11-19', winLoss: 0 },
      { day: '2026-11-20', winLoss: -12.5 },
      { day: '2026-11-21', winLoss: 0 },
    ]);
  });

  it('crosses a month end and keeps a single day', () => {
    expect(dailySeries([], '2026-11-30', '2026-12-01').map((point) => point.day)).toEqual(['2026-11-30', '2026-12-01']);
    expect(dailySeries([{ day: '2026-11-21', winLoss: 3 }], '2026-11-21', '2026-11-21')).toEqual([{ day: '2026-11-21', winLoss: 3 }]);
  });

  it('draws only the days with bets over a very long range', () => {
    const days = [
      { day: '2026-01-02', winLoss: 1 },
      { day: '2020-01-01', winLoss: 2 },
    ];
    const series = dailySeries(days, '2020-01-01', '2026-12-31');
    expect(series).toHaveLength(2);
    expect(series[0]!.day).toBe('2020-01-01');
    expect(MAX_FILLED_DAYS).toBeGreaterThan(90);
  });
});

describe('profit and loss (mock server)', () => {
  const bets = betHistory('demo', NOW);

  it('sums by game type to the same totals as the betting record', () => {
    const report = profitLoss(bets);
    expect(report.totals.betCount).toBe(bets.length);
    expect(report.totals.betAmount).toBe(cents(bets.reduce((sum, bet) => sum + bet.betAmount, 0)));
    expect(report.totals.winLoss).toBe(cents(bets.reduce((sum, bet) => sum + bet.winLoss, 0)));
    expect(cents(report.rows.reduce((sum, row) => sum + row.winLoss, 0))).toBe(report.totals.winLoss);
    expect(report.rows.reduce((sum, row) => sum + row.betCount, 0)).toBe(bets.length);
    expect(cents(report.daily.reduce((sum, day) => sum + day.winLoss, 0))).toBe(report.totals.winLoss);
  });

  it('lists game types in the site order and days oldest first', () => {
    const report = profitLoss([
      { ...bets[0]!, gameType: 'LIVE', betTime: '2026-11-20 10:00:00', betAmount: 10, validBet: 10, winLoss: 5 },
      { ...bets[0]!, gameType: 'RNG', betTime: '2026-11-21 10:00:00', betAmount: 4, validBet: 4, winLoss: -4 },
      { ...bets[0]!, gameType: 'LIVE', betTime: '2026-11-21 11:00:00', betAmount: 2, validBet: 0, winLoss: 0 },
    ]);
    expect(report.rows).toEqual([
      { gameType: 'RNG', betCount: 1, betAmount: 4, validBet: 4, winLoss: -4 },
      { gameType: 'LIVE', betCount: 2, betAmount: 12, validBet: 10, winLoss: 5 },
    ]);
    expect(report.daily).toEqual([
      { day: '2026-11-20', validBet: 10, winLoss: 5 },
      { day: '2026-11-21', validBet: 4, winLoss: -4 },
    ]);
  });

  it('has nothing for no bets', () => {
    expect(profitLoss([])).toEqual({ rows: [], totals: { betCount: 0, betAmount: 0, validBet: 0, winLoss: 0 }, daily: [] });
  });
});

describe('the seeded ledger history (mock server)', () => {
  it.each(PERSONAS.map((persona) => [persona.username, persona.balance] as const))(
    "%s's statement adds up: each balance is the last plus the amount, never below zero, ending at %s",
    (username, closing) => {
      const history = ledgerHistory(username, NOW);
      expect(history.length).toBeGreaterThan(90);
      const settled = history.filter((entry) => entry.status === 'success');
      expect(settled[0]!.balanceAfter).toBe(closing);
      for (let index = 0; index < settled.length - 1; index += 1) {
        const newer = settled[index]!;
        const older = settled[index + 1]!;
        expect(cents(older.balanceAfter! + newer.amount), newer.id).toBe(newer.balanceAfter);
        expect(newer.time >= older.time).toBe(true);
      }
      expect(Math.min(...settled.map((entry) => entry.balanceAfter!))).toBeGreaterThanOrEqual(0);
      expect(history.filter((entry) => entry.status !== 'success').every((entry) => entry.balanceAfter === undefined)).toBe(true);
      expect(new Set(history.map((entry) => entry.id)).size).toBe(history.length);
    },
  );

  it('moves exactly each day’s win/loss through the vendor wallets', () => {
    const history = ledgerHistory('demo', NOW);
    const bets = betHistory('demo', NOW);
    for (const day of ['2026-11-10', '2026-11-15', '2026-11-20']) {
      const transfers = cents(history.filter((entry) => entry.type === 'transfer' && entry.time.startsWith(day)).reduce((sum, entry) => sum + entry.amount, 0));
      const winLoss = cents(bets.filter((bet) => bet.betTime.startsWith(day)).reduce((sum, bet) => sum + bet.winLoss, 0));
      expect(transfers, day).toBe(winLoss);
    }
  });

  it('has every kind of movement and status a statement shows', () => {
    const history = ledgerHistory('demo', NOW);
    expect(new Set(history.map((entry) => entry.type))).toEqual(new Set(['deposit', 'withdrawal', 'transfer', 'bonus', 'rebate']));
    expect(new Set(history.map((entry) => entry.status))).toEqual(new Set(['pending', 'success', 'failed', 'cancelled']));
    expect(history.every((entry) => entry.time <= '2026-11-21 16:00:00')).toBe(true);
  });

  it('is the same on every start', () => {
    expect(ledgerHistory('demo', NOW)).toBe(ledgerHistory('demo', NOW));
    expect(ledgerHistory('nobody', NOW)).toEqual([]);
  });
});

describe('bonus details from the ledger (mock server)', () => {
  const bets = [
    { ...betHistory('demo', NOW)[0]!, betTime: '2026-11-20 12:00:00', validBet: 300 },
    { ...betHistory('demo', NOW)[0]!, betTime: '2026-11-19 12:00:00', validBet: 900 },
  ];
  const entry = { id: 'BN-1', time: '2026-11-20 10:00:00', type: 'bonus', amount: 100, remark: 'Weekly reload bonus 20%' } as const;

  it.each([
    ['success', 300, 'inProgress'],
    ['pending', 0, 'pending'],
    ['failed', 0, 'cancelled'],
    ['cancelled', 0, 'cancelled'],
  ] as const)('a %s credit has %s turnover made and is %s', (status, done, expected) => {
    const record = bonusRecordOf({ ...entry, status }, bets);
    expect(record).toMatchObject({ turnoverRequired: 500, turnoverDone: done, status: expected, promotionName: 'Weekly reload bonus 20%' });
  });

  it('completes once the valid bets after it reach the requirement, and never counts more', () => {
    const record = bonusRecordOf({ ...entry, status: 'success', time: '2026-11-19 00:00:00' }, bets);
    expect(record).toMatchObject({ turnoverDone: 500, status: 'completed' });
  });

  it.each([
    [{ type: 'bonus', remark: 'Monthly VIP bonus' }, 3],
    [{ type: 'rebate', remark: 'Daily rebate 0.8%' }, 1],
    [{ type: 'bonus', remark: 'A promotion the history does not know' }, 1],
    [{ type: 'deposit', remark: 'DuitNow QR' }, 0],
  ] as const)('%o needs %s times its amount in turnover', (candidate, multiple) => {
    expect(turnoverMultipleOf(candidate)).toBe(multiple);
  });
});
