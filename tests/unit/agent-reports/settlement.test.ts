import { describe, expect, it } from 'vitest';
import { formatCountdown, nextSettlement, secondsUntil } from '@/features/agent-reports/logic/settlement';

const at = (iso: string) => new Date(iso);

describe('the next real-time salary settlement (every 5 minutes, SPEC 9)', () => {
  it.each<[string, string]>([
    ['2026-11-21T08:00:00.000Z', '2026-11-21T08:05:00.000Z'], // exactly on a mark: that one has run
    ['2026-11-21T08:00:00.001Z', '2026-11-21T08:05:00.000Z'],
    ['2026-11-21T08:04:59.999Z', '2026-11-21T08:05:00.000Z'],
    ['2026-11-21T08:07:30.000Z', '2026-11-21T08:10:00.000Z'],
    ['2026-11-21T08:57:01.000Z', '2026-11-21T09:00:00.000Z'], // crosses the hour
    ['2026-11-21T23:58:00.000Z', '2026-11-22T00:00:00.000Z'], // crosses the day
    ['2026-12-31T23:59:59.000Z', '2027-01-01T00:00:00.000Z'], // crosses the year
  ])('after %s comes %s', (now, next) => {
    expect(nextSettlement(at(now)).toISOString()).toBe(next);
  });

  it('honours another interval', () => {
    expect(nextSettlement(at('2026-11-21T08:07:00Z'), 15).toISOString()).toBe('2026-11-21T08:15:00.000Z');
    expect(nextSettlement(at('2026-11-21T08:07:00Z'), 1).toISOString()).toBe('2026-11-21T08:08:00.000Z');
  });

  it('falls on the local clock’s 5-minute marks in a zone like Myanmar (UTC+6:30)', () => {
    const next = nextSettlement(at('2026-11-21T08:02:00Z'));
    // 08:05 UTC is 14:35 in Yangon: still a multiple of 5 minutes.
    expect((next.getUTCMinutes() + 30) % 5).toBe(0);
  });
});

describe('the countdown', () => {
  it.each<[string, string, number]>([
    ['2026-11-21T08:00:00.000Z', '2026-11-21T08:05:00.000Z', 300],
    ['2026-11-21T08:04:59.001Z', '2026-11-21T08:05:00.000Z', 1], // a part of a second still counts
    ['2026-11-21T08:05:00.000Z', '2026-11-21T08:05:00.000Z', 0],
    ['2026-11-21T08:05:03.000Z', '2026-11-21T08:05:00.000Z', 0], // past: never negative
  ])('from %s to %s is %i s', (now, target, seconds) => {
    expect(secondsUntil(at(now), at(target))).toBe(seconds);
  });

  it.each<[number, string]>([
    [300, '5:00'],
    [247, '4:07'],
    [9, '0:09'],
    [0, '0:00'],
    [-5, '0:00'],
    [3723, '1:02:03'],
  ])('%i s reads %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
