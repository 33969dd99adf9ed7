import { describe, expect, it } from 'vitest';
import { toCsv } from '@/lib/csv';
import { formatCompact, formatCount, formatMoney, formatNumber, formatPercent, PLAIN_MONEY_LANGUAGES, plainMoney } from '@/lib/format';
import {
  DATE_KINDS,
  type DateKind,
  formatClock,
  formatCountdown,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatTime,
  patternDate,
  PLAIN_DATE_LANGUAGES,
  plainDate,
} from '@/lib/format-date';
import { intlLocale } from '@/lib/language';

// The one format table (ADR 0028): each language's own order, names and separators, Latin digits, Gregorian years.
const day = new Date(2025, 10, 22, 14, 5, 9);
const LRI = '\u2066';
const PDI = '\u2069';

describe('the format table', () => {
  it.each([
    {
      language: 'MY',
      date: '2025 နို 22',
      dateTime: '2025 နို 22 14:05',
      dayMonth: 'နို 22',
      count: '19,576',
      number: '1,234.5',
      money: 'K\u00a0-19,576.50',
      percent: '0.4%',
      compact: '2\u00a0သောင်း',
    },
    {
      language: 'EN',
      date: 'Nov 22, 2025',
      dateTime: 'Nov 22, 2025, 14:05',
      dayMonth: 'Nov 22',
      count: '19,576',
      number: '1,234.5',
      money: 'K\u00a0-19,576.50',
      percent: '0.4%',
      compact: '19.6K',
    },
    {
      language: 'MS',
      date: '22 Nov 2025',
      dateTime: '22 Nov 2025, 14:05',
      dayMonth: '22 Nov',
      count: '19,576',
      number: '1,234.5',
      money: 'K\u00a0-19,576.50',
      percent: '0.4%',
      compact: '19.6K',
    },
    {
      language: 'CN',
      date: '2025年11月22日',
      dateTime: '2025年11月22日 14:05',
      dayMonth: '11月22日',
      count: '19,576',
      number: '1,234.5',
      money: 'K\u00a0-19,576.50',
      percent: '0.4%',
      compact: '2万',
    },
    {
      // Gregorian 2025, not the Buddhist 2568 Thai Intl counts by default: the pickers and the server count Gregorian days.
      language: 'TH',
      date: '22 พ.ย. 2025',
      dateTime: '22 พ.ย. 2025 14:05',
      dayMonth: '22 พ.ย.',
      count: '19,576',
      number: '1,234.5',
      money: 'K\u00a0-19,576.50',
      percent: '0.4%',
      compact: '19.6K',
    },
    {
      // Right to left, numbers are isolated left to right so the minus sign and the symbol stay in front.
      language: 'AR',
      date: '22\u200f/11\u200f/2025',
      dateTime: '22\u200f/11\u200f/2025، 14:05',
      dayMonth: '22 نوفمبر',
      count: `${LRI}19,576${PDI}`,
      number: `${LRI}1,234.5${PDI}`,
      money: `${LRI}K\u00a0\u200e-19,576.50${PDI}`,
      percent: `${LRI}0.4\u200e%\u200e${PDI}`,
      compact: `${LRI}19.6\u00a0ألف${PDI}`,
    },
  ])('$language', ({ language, date, dateTime, dayMonth, count, number, money, percent, compact }) => {
    expect(formatDate(day, language)).toBe(date);
    expect(formatDateTime(day, language)).toBe(dateTime);
    expect(formatDayMonth(day, language)).toBe(dayMonth);
    expect(formatTime(day, language)).toBe('14:05');
    expect(formatClock(day, language)).toBe('14:05:09');
    expect(formatCount(19576, language)).toBe(count);
    expect(formatNumber(1234.5, language)).toBe(number);
    expect(formatMoney(-19576.5, 'K', language)).toBe(money);
    expect(formatPercent(0.004, language)).toBe(percent);
    expect(formatCompact(19576, language)).toBe(compact);
  });

  it.each(['MY', 'EN', 'MS', 'CN', 'TH', 'AR', 'FA', 'BN', 'NE', 'HI'])('writes %s in Latin digits only', (language) => {
    const texts = [formatDateTime(day, language), formatCount(1234567890, language), formatMoney(9876.54, '', language), formatPercent(0.25, language)];
    for (const text of texts) expect(text.replace(/[^\p{Nd}]/gu, '')).toMatch(/^[0-9]+$/);
  });

  it('reads a server time stamp the same as the Date it stands for', () => {
    expect(formatDateTime('2025-11-22 14:05:09', 'EN')).toBe(formatDateTime(day, 'EN'));
    expect(formatDate('2025-11-22', 'MY')).toBe('2025 နို 22');
  });

  it.each([
    { name: 'an unreadable date', text: () => formatDate('not a date', 'EN') },
    { name: 'a missing count', text: () => formatCount(undefined, 'EN') },
    { name: 'a count that is not a number', text: () => formatCount(Number.NaN, 'EN') },
    { name: 'an infinite percentage', text: () => formatPercent(Number.POSITIVE_INFINITY, 'EN') },
  ])('gives an empty text for $name', ({ text }) => {
    expect(text()).toBe('');
  });
});

// Chromium ships without Burmese, Khmer, Lao and Nepali date data and would write those dates in English.
describe('dates in a browser without the language data', () => {
  it('another language reads year-month-day, never English month names', () => {
    const date = new Date(2026, 0, 5, 9, 7);
    expect([patternDate('date', date, 'KM'), patternDate('dateTime', date, 'LO'), patternDate('dayMonth', date, 'NE')]).toEqual([
      '2026-01-05',
      '2026-01-05 09:07',
      '01-05',
    ]);
  });
});

describe('dates without Intl (issue 33)', () => {
  const moments = [
    ...Array.from({ length: 12 }, (_, month) => new Date(2026, month, month + 1, month * 2, month * 5, month * 4)),
    new Date(2025, 11, 31, 23, 59, 59),
    new Date(2000, 1, 29, 0, 0, 0),
    new Date(1994, 2, 18, 12, 0, 7),
    new Date(999, 0, 9, 9, 9, 9),
  ];
  const cases = PLAIN_DATE_LANGUAGES.flatMap((language) =>
    Object.entries(DATE_KINDS).map(([kind, options]) => ({ language, kind: kind as DateKind, options })),
  );

  // Node has full ICU: this is what a browser with the language's data writes.
  it.each(cases)('writes $language $kind as full ICU does', ({ language, kind, options }) => {
    const intl = new Intl.DateTimeFormat(intlLocale(language), options);
    expect(moments.map((moment) => plainDate(kind, moment, language))).toEqual(moments.map((moment) => intl.format(moment)));
  });

  it.each([
    [formatDate, 'Nov 22, 2025'],
    [formatTime, '14:05'],
    [formatClock, '14:05:09'],
    [formatDateTime, 'Nov 22, 2025, 14:05'],
    [formatDayMonth, 'Nov 22'],
  ])('the format table writes English through it: %#', (format, text) => {
    expect(format(day, 'EN')).toBe(text);
    expect(format(day, 'en')).toBe(text);
  });
});

describe('money without Intl (issue 33)', () => {
  it.each([
    [0, '0.00'],
    [-0, '-0.00'],
    [19576.5, '19,576.50'],
    [1234567.891, '1,234,567.89'],
    [999.995, '1,000.00'],
    // Rounded on the shortest decimal form, half away from zero, as Intl does (not on the binary value).
    [1.005, '1.01'],
    [2.675, '2.68'],
    [12345.675, '12,345.68'],
    [0.1 + 0.2, '0.30'],
    [-0.001, '-0.00'],
    [-0.005, '-0.01'],
    [-42, '-42.00'],
    [9999999999999.99, '9,999,999,999,999.99'],
  ])('writes %s as %s', (amount, text) => {
    expect(plainMoney(amount)).toBe(text);
  });

  it('leaves amounts from ten trillion and below a millionth to Intl', () => {
    expect(plainMoney(1e13)).toBeUndefined();
    expect(plainMoney(1e-7)).toBeUndefined();
    expect(formatMoney(1e-7, '', 'MY')).toBe('0.00');
    expect(formatMoney(12_345_678_901_234.5, '', 'EN')).toBe('12,345,678,901,234.50');
  });

  const amounts = [0, -0, 0.005, 1.005, 1.015, 8.345, 0.125, 4.355, 1.9999, 999.995, 1234.5, 12345.675, 1234567.891, 123456789012.345, -0.001, -12.345, 5e-324];
  it.each(PLAIN_MONEY_LANGUAGES)('writes %s money as Intl does', (language) => {
    const intl = new Intl.NumberFormat(intlLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(amounts.map((amount) => formatMoney(amount, '', language))).toEqual(amounts.map((amount) => intl.format(amount)));
  });
});

describe('formatCountdown', () => {
  it.each([
    { ms: 15 * 60_000, expected: '15:00' },
    { ms: 14 * 60_000 + 59_001, expected: '15:00' },
    { ms: 14 * 60_000 + 59_000, expected: '14:59' },
    { ms: 61_000, expected: '1:01' },
    { ms: 9_000, expected: '0:09' },
    { ms: 3_723_000, expected: '1:02:03' },
    { ms: 0, expected: '0:00' },
    { ms: -5_000, expected: '0:00' },
  ])('$ms ms left reads $expected', ({ ms, expected }) => {
    expect(formatCountdown(ms)).toBe(expected);
  });
});

describe('machine formats stay out of the table', () => {
  it('a CSV export keeps plain numbers and the server time stamps, whatever the language', () => {
    const csv = toCsv(
      [{ at: '2025-11-22 14:05:09', amount: 19576.5, count: 19576 }],
      [
        { header: 'Time', value: (row) => row.at },
        { header: 'Amount', value: (row) => row.amount, decimals: 2 },
        { header: 'Count', value: (row) => row.count },
      ],
      { bom: false },
    );
    expect(csv).toBe('Time,Amount,Count\r\n2025-11-22 14:05:09,19576.50,19576\r\n');
  });
});
