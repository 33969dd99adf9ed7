import { describe, expect, it } from 'vitest';
import { effectiveRange, matchPreset, orderedRange, presetRange, type DatePreset } from '@/lib/date-range';
import { formatSort, parseSort } from '@/ui/data-table/sort';
import { tableSearchSchema } from '@/ui/data-table/table-search';

const TODAY = new Date(2026, 10, 23, 15, 30); // 23 Nov 2026, afternoon, local time

describe('date quick picks (SPEC 9)', () => {
  it.each<[DatePreset, string, string]>([
    ['today', '2026-11-23', '2026-11-23'],
    ['yesterday', '2026-11-22', '2026-11-22'],
    ['last7', '2026-11-17', '2026-11-23'],
    ['last30', '2026-10-25', '2026-11-23'],
    ['next7', '2026-11-23', '2026-11-29'],
    ['next30', '2026-11-23', '2026-12-22'],
  ])('%s runs from %s to %s', (preset, from, to) => {
    expect(presetRange(preset, TODAY)).toEqual({ from, to });
  });

  it.each([
    ['a year end', 'last7', new Date(2027, 0, 2), '2026-12-27', '2027-01-02'],
    ['a leap day', 'last7', new Date(2028, 2, 2), '2028-02-25', '2028-03-02'],
    ['a month end, forwards', 'next7', new Date(2026, 0, 28, 23, 59), '2026-01-28', '2026-02-03'],
  ] as const)('crosses %s', (_, preset, today, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it.each([
    [{ from: '2026-11-17', to: '2026-11-23' }, 'last7'],
    [{ from: '2026-11-23', to: '2026-11-23' }, 'today'],
    [{ from: '2026-11-16', to: '2026-11-23' }, undefined],
  ] as const)('recognises %o as the pick %s', (range, expected) => {
    expect(matchPreset(range, ['today', 'yesterday', 'last7', 'last30'], TODAY)).toBe(expected);
  });

  it('swaps a range typed backwards', () => {
    expect(orderedRange({ from: '2026-11-23', to: '2026-11-01' })).toEqual({ from: '2026-11-01', to: '2026-11-23' });
  });
});

describe('table state in the URL', () => {
  it.each([
    [{}, { pageNo: 1, pageSize: 20 }],
    [
      { pageNo: '3', pageSize: '50' },
      { pageNo: 3, pageSize: 50 },
    ],
    [
      { pageNo: '0', pageSize: '7' },
      { pageNo: 1, pageSize: 20 },
    ],
    [
      { pageNo: 'x', sort: 'betTime.sideways' },
      { pageNo: 1, pageSize: 20 },
    ],
    [
      { sort: 'winLoss.desc', from: '2026-11-01', to: 'yesterday' },
      { pageNo: 1, pageSize: 20, sort: 'winLoss.desc', from: '2026-11-01' },
    ],
  ])('reads %o as %o (a bad value falls back, never fails the page)', (raw, expected) => {
    expect(tableSearchSchema.parse(raw)).toEqual(expected);
  });

  it.each([
    ['betTime.desc', { id: 'betTime', desc: true }],
    ['betAmount.asc', { id: 'betAmount', desc: false }],
    [undefined, undefined],
  ] as const)('sort %s round-trips', (text, sort) => {
    expect(parseSort(text)).toEqual(sort);
    expect(formatSort(sort)).toBe(text);
  });

  it('uses the page default range only when the URL has none', () => {
    expect(effectiveRange({}, 'last7', TODAY)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(effectiveRange({ from: '2026-11-01' }, 'last7', TODAY)).toEqual({ from: '2026-11-01', to: '2026-11-23' });
  });
});
