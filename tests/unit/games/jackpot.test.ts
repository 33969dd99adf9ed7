import { describe, expect, it } from 'vitest';
import { HOME_JACKPOT, initialJackpot, JACKPOT_TICKS_MS, nextJackpot, nextTickDelay, restartJackpot } from '@/features/games/logic/jackpot';

/** A fixed random source: the values in turn, then the last one. */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)] ?? 0;
};

describe('jackpot counter (SPEC 4 and 9)', () => {
  it('starts the home counter at 101,000,000 within 100,000,000 to 150,000,000', () => {
    expect(HOME_JACKPOT).toEqual({ min: 100_000_000, max: 150_000_000, start: 101_000_000 });
  });

  it.each([
    { name: 'nothing stored: the fixed start', stored: null, expected: 101_000_000 },
    { name: 'a stored value in range', stored: '123456789.12', expected: 123_456_789.12 },
    { name: 'a stored value with more decimals is rounded to cents', stored: '123456789.129', expected: 123_456_789.13 },
    { name: 'a stored value above max starts over', stored: '150000000.01', expected: 101_000_000 },
    { name: 'a stored value below min starts over', stored: '5', expected: 101_000_000 },
    { name: 'garbage starts over', stored: 'lots', expected: 101_000_000 },
    { name: 'an empty string starts over', stored: '', expected: 101_000_000 },
  ])('$name', ({ stored, expected }) => {
    expect(initialJackpot(stored, HOME_JACKPOT, sequence(0.5))).toBe(expected);
  });

  it.each([
    { random: 0, expected: 100_000_000 },
    { random: 0.5, expected: 125_000_000 },
    { random: 0.123456, expected: 106_172_800 },
  ])('without a fixed start, restarts at a random value in range (random $random)', ({ random, expected }) => {
    expect(restartJackpot({ min: 100_000_000, max: 150_000_000 }, sequence(random))).toBe(expected);
  });

  it.each([
    { value: 101_000_000, random: 0, expected: 101_000_100 },
    { value: 101_000_000, random: 0.5, expected: 101_000_300 },
    { value: 101_000_000, random: 0.99999, expected: 101_000_500 },
    { value: 101_000_000.1, random: 0.123, expected: 101_000_149.3 },
  ])('a tick from $value adds 100 to 500 (random $random) -> $expected', ({ value, random, expected }) => {
    expect(nextJackpot(value, HOME_JACKPOT, sequence(random))).toBe(expected);
  });

  it.each([
    { value: 149_999_900, random: 0.5, expected: 101_000_000 },
    { value: 149_999_700, random: 0, expected: 149_999_800 },
    { value: 149_999_500, random: 0.99999, expected: 150_000_000 },
  ])('above the maximum it restarts: $value -> $expected', ({ value, random, expected }) => {
    expect(nextJackpot(value, HOME_JACKPOT, sequence(random))).toBe(expected);
  });

  it.each([
    { random: 0, expected: 3000 },
    { random: 0.34, expected: 4000 },
    { random: 0.67, expected: 5000 },
    { random: 0.9999, expected: 5000 },
  ])('ticks every 3, 4 or 5 seconds (random $random -> $expected ms)', ({ random, expected }) => {
    expect(nextTickDelay(sequence(random))).toBe(expected);
    expect(JACKPOT_TICKS_MS).toContain(expected);
  });
});
