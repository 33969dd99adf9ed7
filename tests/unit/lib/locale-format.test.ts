import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/format';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { deviceHasGlyphs } from '@/lib/fonts';
import { bcp47, intlLocale, LANGUAGES, nativeName } from '@/lib/language';

const SPEC_CODES = 'EN CN TW JA TH VI MY ES HI ID KM KO MS PT TA TY UR TR BN AR FA RU LO NE FR TE SW'.split(' ');

describe('the language table', () => {
  it.each([
    { code: 'MY', expected: 'my' },
    { code: 'my', expected: 'my' },
    { code: 'MS', expected: 'ms' },
    { code: 'EN', expected: 'en' },
    { code: 'CN', expected: 'zh-CN' },
    { code: 'TW', expected: 'zh-TW' },
    { code: 'TY', expected: 'tl' },
    { code: 'KM', expected: 'km' },
    { code: 'XX', expected: 'en' },
  ])('$code is BCP 47 $expected', ({ code, expected }) => {
    expect(bcp47(code)).toBe(expected);
  });

  it('knows every language code of SPEC 1, each a valid BCP 47 tag', () => {
    expect(Object.keys(LANGUAGES).sort()).toEqual([...SPEC_CODES].sort());
    // getCanonicalLocales throws on a malformed tag (it also rewrites tl to its alias fil).
    for (const code of SPEC_CODES) expect(Intl.getCanonicalLocales(bcp47(code))).toHaveLength(1);
  });

  it.each([
    { code: 'MY', expected: 'မြန်မာ' },
    { code: 'MS', expected: 'Bahasa Melayu' },
    { code: 'EN', expected: 'English' },
    { code: 'CN', expected: '简体中文' },
    { code: 'XX', expected: 'XX' },
  ])('names $code in its own script: $expected', ({ code, expected }) => {
    expect(nativeName(code)).toBe(expected);
  });

  it('formats with Latin digits in every language', () => {
    for (const code of SPEC_CODES) {
      expect(new Intl.NumberFormat(intlLocale(code)).format(1234567890)).toMatch(/^[0-9\s,.\u00a0\u202f\u066c\u2019']+$/);
    }
  });
});

describe('formatMoney', () => {
  it.each([
    { amount: 12345.67, symbol: 'RM', language: 'EN', expected: 'RM\u00a012,345.67' },
    { amount: 12345.67, symbol: 'K', language: 'MY', expected: 'K\u00a012,345.67' },
    { amount: 0, symbol: 'K', language: 'MY', expected: 'K\u00a00.00' },
    { amount: 101000000, symbol: '', language: 'MY', expected: '101,000,000.00' },
    { amount: -5.5, symbol: 'RM', language: 'MS', expected: 'RM\u00a0-5.50' },
    { amount: 12345.678, symbol: '', language: 'CN', expected: '12,345.68' },
    { amount: 12345.67, symbol: '€', language: 'FR', expected: '€\u00a012\u202f345,67' },
  ])('$amount $symbol in $language is "$expected"', ({ amount, symbol, language, expected }) => {
    expect(formatMoney(amount, symbol, language)).toBe(expected);
  });

  it('never uses Myanmar digits, which a player could not compare with what they type', () => {
    expect(formatMoney(1234567.89, 'K', 'MY')).not.toMatch(/[\u1040-\u1049]/);
  });

  // The phone sweep of session 14: "RM" at the end of one line and "30.00" on the next. A no-break space (U+00A0) or
  // a narrow one (U+202F, French grouping) is the only space an amount may hold, so it never wraps inside.
  it.each(SPEC_CODES)('writes a %s amount as one unbreakable piece', (code) => {
    for (const amount of [0, -5.5, 30, 50000, 1234567.891]) {
      expect(formatMoney(amount, 'RM', code)).not.toMatch(/[^\S\u00a0\u202f]|[\u00ad\u200b\u2010\u2012-\u2014]/);
    }
  });

  it('keeps its old two-argument call in the active language', () => {
    expect(formatMoney(12345.67, 'RM')).toBe('RM\u00a012,345.67');
    expect(formatMoney(1)).toBe('1.00');
  });
});

describe('formatDate and formatDateTime', () => {
  const day = new Date(2025, 10, 22, 14, 5, 9);

  it.each([
    { language: 'MY', date: '2025 နို 22', dateTime: '2025 နို 22 14:05' },
    { language: 'MS', date: '22 Nov 2025', dateTime: '22 Nov 2025, 14:05' },
    { language: 'EN', date: 'Nov 22, 2025', dateTime: 'Nov 22, 2025, 14:05' },
    { language: 'CN', date: '2025年11月22日', dateTime: '2025年11月22日 14:05' },
  ])('reads $language: "$date", "$dateTime"', ({ language, date, dateTime }) => {
    expect(formatDate(day, language)).toBe(date);
    expect(formatDateTime(day, language)).toBe(dateTime);
  });

  it('reads the server time stamps (year-month-day hour:minute:second)', () => {
    expect(formatDateTime('2025-11-22 14:05:09', 'EN')).toBe('Nov 22, 2025, 14:05');
    expect(formatDate(day.getTime(), 'EN')).toBe('Nov 22, 2025');
  });

  it.each(['', 'not a date', Number.NaN])('gives an empty text for %j', (value) => {
    expect(formatDate(value, 'MY')).toBe('');
    expect(formatDateTime(value, 'MY')).toBe('');
  });
});

describe('deviceHasGlyphs', () => {
  const box = 20;
  it.each([
    { name: 'every letter the same missing-glyph box', widths: { '\uE000': box, က: box, ခ: box }, expected: false },
    { name: 'letters of their own widths', widths: { '\uE000': box, က: 18, ခ: 19 }, expected: true },
    { name: 'letters of one width, but not the box', widths: { '\uE000': box, က: 18, ခ: 18 }, expected: true },
  ])('$name -> $expected', ({ widths, expected }) => {
    const measure = (text: string) => (widths as Record<string, number>)[text] ?? Number.NaN;
    expect(deviceHasGlyphs('ကခ', measure)).toBe(expected);
  });
});
