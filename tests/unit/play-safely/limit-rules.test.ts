import { describe, expect, it } from 'vitest';
import {
  breakEnd,
  COOLING_OFF_MS,
  depositAllowed,
  lossLimitReached,
  periodOf,
  playTime,
  realityCheck,
  requestChange,
  sessionLimitReached,
  settled,
  windowOf,
  type LimitSetting,
} from '@/features/play-safely/logic/limit-rules';

/** Local times (the player's), so the windows hold in any time zone the tests run in. */
const at = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s).getTime();
const NOW = at(2026, 11, 26, 12, 0);
const HOUR = 3_600_000;

describe('requestChange: lower at once, raise or remove after 24 hours', () => {
  it.each<[string, LimitSetting, number | null, LimitSetting]>([
    ['a first limit applies at once', { value: null, pending: null }, 100, { value: 100, pending: null }],
    ['lowering applies at once', { value: 500, pending: null }, 100, { value: 100, pending: null }],
    ['raising waits 24 h', { value: 100, pending: null }, 500, { value: 100, pending: { value: 500, effectiveAt: NOW + COOLING_OFF_MS } }],
    ['removing waits 24 h', { value: 100, pending: null }, null, { value: 100, pending: { value: null, effectiveAt: NOW + COOLING_OFF_MS } }],
    ['lowering drops a pending raise', { value: 100, pending: { value: 500, effectiveAt: NOW + HOUR } }, 50, { value: 50, pending: null }],
    ['the same value cancels a pending raise', { value: 100, pending: { value: 500, effectiveAt: NOW + HOUR } }, 100, { value: 100, pending: null }],
    [
      'a new raise restarts the cooling-off',
      { value: 100, pending: { value: 500, effectiveAt: NOW + HOUR } },
      300,
      { value: 100, pending: { value: 300, effectiveAt: NOW + COOLING_OFF_MS } },
    ],
    ['no limit asked again stays none', { value: null, pending: null }, null, { value: null, pending: null }],
    ['a raise whose time came counts as in force', { value: 100, pending: { value: 500, effectiveAt: NOW - 1 } }, 400, { value: 400, pending: null }],
  ])('%s', (_, current, requested, expected) => {
    expect(requestChange(current, requested, NOW)).toEqual(expected);
  });
});

describe('settled: a pending change takes effect when its cooling-off ends', () => {
  const pending: LimitSetting = { value: 100, pending: { value: 500, effectiveAt: NOW + COOLING_OFF_MS } };
  it.each<[string, number, number | null]>([
    ['an hour later: still 100', NOW + HOUR, 100],
    ['one second before: still 100', NOW + COOLING_OFF_MS - 1000, 100],
    ['at the end: 500', NOW + COOLING_OFF_MS, 500],
    ['a day and an hour later: 500', NOW + COOLING_OFF_MS + HOUR, 500],
  ])('%s', (_, when, value) => {
    expect(settled(pending, when).value).toBe(value);
  });
});

describe('windowOf: days from midnight, weeks from Monday, months from the 1st', () => {
  it.each<[string, 'day' | 'week' | 'month', number, string, string]>([
    ['a minute before midnight', 'day', at(2026, 11, 26, 23, 59), '2026-11-26 00:00:00', '2026-11-27 00:00:00'],
    ['at midnight a new day', 'day', at(2026, 11, 27, 0, 0), '2026-11-27 00:00:00', '2026-11-28 00:00:00'],
    ['Thursday: the week from Monday', 'week', at(2026, 11, 26, 12), '2026-11-23 00:00:00', '2026-11-30 00:00:00'],
    ['Sunday night: still that week', 'week', at(2026, 11, 29, 23, 59), '2026-11-23 00:00:00', '2026-11-30 00:00:00'],
    ['Monday midnight: the next week', 'week', at(2026, 11, 30, 0, 0), '2026-11-30 00:00:00', '2026-12-07 00:00:00'],
    ['a week across the year end', 'week', at(2027, 1, 1, 9), '2026-12-28 00:00:00', '2027-01-04 00:00:00'],
    ['the last evening of November', 'month', at(2026, 11, 30, 23, 59), '2026-11-01 00:00:00', '2026-12-01 00:00:00'],
    ['the 1st of December', 'month', at(2026, 12, 1, 0, 0), '2026-12-01 00:00:00', '2027-01-01 00:00:00'],
    ['February of a leap year', 'month', at(2028, 2, 29, 12), '2028-02-01 00:00:00', '2028-03-01 00:00:00'],
    ['the 31st of January', 'month', at(2027, 1, 31, 18), '2027-01-01 00:00:00', '2027-02-01 00:00:00'],
  ])('%s', (_, period, when, start, end) => {
    const window = windowOf(period, when);
    expect([playTime(window.start), playTime(window.end)]).toEqual([start, end]);
  });

  it.each([
    ['depositDay', 'day'],
    ['depositWeek', 'week'],
    ['depositMonth', 'month'],
    ['lossDay', 'day'],
    ['lossWeek', 'week'],
    ['lossMonth', 'month'],
    ['sessionMinutes', 'session'],
  ] as const)('%s counts per %s', (kind, period) => {
    expect(periodOf(kind)).toBe(period);
  });
});

describe('when a limit refuses', () => {
  it.each<[number | null, number, number, boolean]>([
    [100, 0, 150, false],
    [100, 0, 100, true],
    [100, 50, 50, true],
    [100, 50, 50.01, false],
    [100, 99.99, 0.01, true],
    [null, 1_000_000, 5_000, true],
  ])('deposit limit %s, used %s, deposit %s: allowed %s', (limit, used, amount, allowed) => {
    expect(depositAllowed(limit, used, amount)).toBe(allowed);
  });

  it.each<[number | null, number, boolean]>([
    [200, 199.99, false],
    [200, 200, true],
    [200, -50, false],
    [null, 10_000, false],
  ])('loss limit %s, net loss %s: reached %s', (limit, loss, reached) => {
    expect(lossLimitReached(limit, loss)).toBe(reached);
  });

  it.each<[number | null, number, boolean]>([
    [60, 59 * 60_000, false],
    [60, 60 * 60_000, true],
    [null, 10 * HOUR, false],
  ])('session limit %s min after %s ms: reached %s', (limit, elapsed, reached) => {
    expect(sessionLimitReached(limit, elapsed)).toBe(reached);
  });
});

describe('realityCheck: counted from the login', () => {
  it.each<[string, number, number | null, number, { due: boolean; count: number; secondsToNext: number | null }]>([
    ['off', 5000, null, 0, { due: false, count: 0, secondsToNext: null }],
    ['just logged in', 0, 30, 0, { due: false, count: 0, secondsToNext: 1800 }],
    ['29 minutes in', 29 * 60, 30, 0, { due: false, count: 0, secondsToNext: 60 }],
    ['30 minutes in: the first check', 30 * 60, 30, 0, { due: true, count: 1, secondsToNext: 0 }],
    ['after Continue: the next one 30 minutes later', 31 * 60, 30, 1, { due: false, count: 1, secondsToNext: 29 * 60 }],
    ['after a reload 65 minutes in, one acknowledged', 65 * 60, 30, 1, { due: true, count: 2, secondsToNext: 0 }],
    ['every 15 minutes', 44 * 60, 15, 2, { due: false, count: 2, secondsToNext: 60 }],
  ])('%s', (_, elapsed, interval, acknowledged, expected) => {
    expect(realityCheck(elapsed, interval, acknowledged)).toEqual(expected);
  });
});

describe('breakEnd', () => {
  it.each([
    ['24h', '2026-11-27 12:00:00'],
    ['7d', '2026-12-03 12:00:00'],
    ['30d', '2026-12-26 12:00:00'],
    ['6w', '2027-01-07 12:00:00'],
    ['6m', '2027-05-26 12:00:00'],
    ['1y', '2027-11-26 12:00:00'],
    ['5y', '2031-11-26 12:00:00'],
  ] as const)('%s from 2026-11-26 12:00 ends %s', (period, end) => {
    expect(playTime(breakEnd(period, NOW))).toBe(end);
  });
});
