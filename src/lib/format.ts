import { i18n } from '@lingui/core';
import { intlLocale, languageInfo } from './language';

/**
 * The one format table (issue 32, ADR 0028): every date, time, number, amount
 * and percentage a screen shows goes through it, in the active language's
 * locale with Latin digits and the Gregorian calendar (ADR 0009). The kinds
 * below are the only shapes the site uses; a screen picks a kind, never its
 * own Intl options, `toLocaleString` or a dayjs pattern. Machine formats
 * (CSV files, `<input type="date">` values, query strings) stay out of it.
 * This module holds its numbers and money; its dates and times are in
 * ./format-date.ts, which the lobby's first screen does not need (issue 33).
 */
const NUMBER_KINDS = {
  /** A count (members, points, records): "19,576". */
  count: { maximumFractionDigits: 0 },
  /** A plain number, up to two decimals: "1,234.5". */
  number: { maximumFractionDigits: 2 },
  /** Money: always two decimals (ADR 0019): "19,576.50". */
  money: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  /** A rate given as a fraction (0.004): "0.4%". */
  percent: { style: 'percent', maximumFractionDigits: 3 },
  /** A chart axis: "19.6K" (EN), "2万" (CN). */
  compact: { notation: 'compact', maximumFractionDigits: 1 },
} as const satisfies Record<string, Intl.NumberFormatOptions>;

export type NumberKind = keyof typeof NUMBER_KINDS;

const activeLanguage = () => i18n.locale || 'en';

const cache = new Map<string, NumberFormat>();

type NumberFormat = { format: (value: number) => string };

function numberFormat(kind: NumberKind, language: string): NumberFormat {
  const key = `n|${kind}|${language.toUpperCase()}`;
  let format = cache.get(key) as NumberFormat | undefined;
  if (!format) {
    format =
      kind === 'money' && PLAIN_MONEY_LANGUAGES.includes(language.toUpperCase())
        ? { format: (value: number) => plainMoney(value) ?? new Intl.NumberFormat(intlLocale(language), NUMBER_KINDS.money).format(value) }
        : new Intl.NumberFormat(intlLocale(language), NUMBER_KINDS[kind]);
    cache.set(key, format);
  }
  return format;
}

/**
 * The languages whose money Intl writes as 1,234,567.89 (Latin digits, a comma every three digits from 1,000, a
 * point before the cents, a hyphen-minus), in the build's Node and in Chromium alike; Burmese, the default, is one.
 * Their money is written by plainMoney, without Intl: a page's first Intl.NumberFormat loads the locale's number
 * data, a 15-30 ms task on the lobby, whose only numbers are amounts (issue 33). tests/unit/lib/format.test.ts
 * holds plainMoney to Intl for each of them.
 */
export const PLAIN_MONEY_LANGUAGES: readonly string[] = 'MY EN MS CN TW JA TH KM KO TY SW'.split(' ');

/**
 * An amount as "1,234,567.89", rounded as Intl rounds: half away from zero on the number's shortest decimal form
 * (1.005 is "1.01", 2.675 "2.68"), and a negative amount keeps its sign when it rounds to zero ("-0.00").
 * Undefined from ten trillion and below a millionth (an exponent form), which Intl then writes.
 */
export function plainMoney(amount: number): string | undefined {
  const text = String(Math.abs(amount));
  if (!/^\d{1,13}(\.\d+)?$/.test(text)) return undefined;
  const [whole = '', fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number((fraction + '00').slice(0, 2)) + (fraction.charAt(2) >= '5' ? 1 : 0);
  const units = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}${units}.${String(cents % 100).padStart(2, '0')}`;
}

/** Right to left (AR, FA, UR), a number is isolated left to right so its sign or symbol stays at its start. */
function isolated(text: string, language: string): string {
  return languageInfo(language).rtl ? `\u2066${text}\u2069` : text;
}

/** A number of the given kind; '' for a missing value or one that is not a finite number. */
export function formatNumberKind(kind: NumberKind, value: number | null | undefined, language: string = activeLanguage()): string {
  return typeof value === 'number' && Number.isFinite(value) ? isolated(numberFormat(kind, language).format(value), language) : '';
}

export const formatCount = (value: number | null | undefined, language?: string) => formatNumberKind('count', value, language);
export const formatNumber = (value: number | null | undefined, language?: string) => formatNumberKind('number', value, language);
export const formatPercent = (rate: number | null | undefined, language?: string) => formatNumberKind('percent', rate, language);
export const formatCompact = (value: number | null | undefined, language?: string) => formatNumberKind('compact', value, language);

/**
 * Between a currency and its figure: a no-break space, so an amount is one piece of a line that never wraps between
 * "RM" and "30.00" (the phone sweep of session 14). The figure itself has no break opportunity (digits, commas,
 * points, a sign, and the narrow no-break space some locales group with), so the whole amount moves to the next line.
 */
export const MONEY_SPACE = '\u00A0';

/**
 * Money with two decimals and the language's grouping, behind the currency symbol when there is one
 * ("K\u00A012,345.67", one unbreakable piece; SPEC 2, ADR 0028). Machine formats (CSV) write the plain number.
 */
export function formatMoney(amount: number, currencySymbol = '', language: string = activeLanguage()): string {
  const formatted = Number.isFinite(amount) ? numberFormat('money', language).format(amount) : '';
  return isolated(currencySymbol ? `${currencySymbol}${MONEY_SPACE}${formatted}` : formatted, language);
}

/**
 * Builds the language's money format ahead of time (issue 12): the first Intl.NumberFormat of a page loads the
 * locale's number data, a noticeable piece of work on a phone. Start-up calls it while the language's catalog
 * downloads, so it is not part of the first screen's render (which shows the jackpot). For the languages of
 * PLAIN_MONEY_LANGUAGES it loads nothing.
 */
export function prepareMoneyFormat(language: string): void {
  numberFormat('money', language);
}
