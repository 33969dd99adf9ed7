import { i18n } from '@lingui/core';
import { bcp47, intlLocale, languageInfo } from './language';

/**
 * The one format table (issue 32, ADR 0028): every date, time, number, amount
 * and percentage a screen shows goes through it, in the active language's
 * locale with Latin digits and the Gregorian calendar (ADR 0009). The kinds
 * below are the only shapes the site uses; a screen picks a kind, never its
 * own Intl options, `toLocaleString` or a dayjs pattern. Machine formats
 * (CSV files, `<input type="date">` values, query strings) stay out of it.
 */
const DATE_KINDS = {
  /** A day: "Nov 22, 2025" (EN), "2025 နို 22" (MY). */
  date: { dateStyle: 'medium' },
  /** A time of day on a 24-hour clock: "14:05". */
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  /** A clock with seconds: "14:05:09". */
  clock: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  /** A day and its time: "Nov 22, 2025, 14:05". */
  dateTime: { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' },
  /** A chart's day tick: "Nov 22". */
  dayMonth: { day: 'numeric', month: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

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

export type DateKind = keyof typeof DATE_KINDS;
export type NumberKind = keyof typeof NUMBER_KINDS;
export type DateValue = Date | string | number;

const activeLanguage = () => i18n.locale || 'en';

const cache = new Map<string, { format: (value: never) => string }>();

type DateFormat = { format: (date: Date) => string };

/**
 * Month names of a language whose date data a browser may lack (CLDR's abbreviated months). Chromium ships
 * without Burmese, Khmer, Lao and Nepali data and writes their dates in English ("Nov 26, 2026" on a Burmese
 * page, issue 32); Burmese, the default language, gets its own pattern, the others a numeric one.
 */
const MONTHS: Readonly<Record<string, readonly string[]>> = {
  MY: ['ဇန်', 'ဖေ', 'မတ်', 'ဧ', 'မေ', 'ဇွန်', 'ဇူ', 'ဩ', 'စက်', 'အောက်', 'နို', 'ဒီ'],
};

const two = (value: number) => String(value).padStart(2, '0');

/** A day kind without the browser's data: CLDR's Burmese pattern ("2025 နို 22 14:05"), else year-month-day. */
export function patternDate(kind: 'date' | 'dateTime' | 'dayMonth', date: Date, language: string): string {
  const months = MONTHS[language.toUpperCase()];
  const [year, month, day] = [date.getFullYear(), date.getMonth(), date.getDate()];
  // CLDR's Burmese short time has no leading zero (9:07), as full ICU writes it.
  const time = `${months ? date.getHours() : two(date.getHours())}:${two(date.getMinutes())}`;
  const dayMonth = months ? `${months[month]} ${day}` : `${two(month + 1)}-${two(day)}`;
  const fullDate = months ? `${year} ${dayMonth}` : `${year}-${dayMonth}`;
  return kind === 'dayMonth' ? dayMonth : kind === 'date' ? fullDate : `${fullDate} ${time}`;
}

/**
 * The languages whose dates and times are written without Intl, as full ICU writes them ("Nov 22, 2025, 14:05",
 * "2025 နို 22 14:05"): a page's first Intl.DateTimeFormat, or even its first supportedLocalesOf, loads the
 * browser's locale data, a 15-80 ms task on a phone's member centre, whose dates are the only Intl it needs in these
 * languages (issue 33; their money is plainMoney). tests/unit/lib/format.test.ts holds every kind to Intl.
 */
export const PLAIN_DATE_LANGUAGES: readonly string[] = ['EN', 'MY'];

/** A date or time of one of PLAIN_DATE_LANGUAGES. */
export function plainDate(kind: DateKind, date: Date, language: string): string {
  const time = `${two(date.getHours())}:${two(date.getMinutes())}`;
  if (kind === 'time' || kind === 'clock') return kind === 'time' ? time : `${time}:${two(date.getSeconds())}`;
  if (language.toUpperCase() !== 'EN') return patternDate(kind, date, language);
  const dayMonth = `${'JanFebMarAprMayJunJulAugSepOctNovDec'.slice(date.getMonth() * 3, date.getMonth() * 3 + 3)} ${date.getDate()}`;
  const day = `${dayMonth}, ${date.getFullYear()}`;
  return kind === 'date' ? day : kind === 'dateTime' ? `${day}, ${time}` : dayMonth;
}

function dateFormat(kind: DateKind, language: string): DateFormat {
  const key = `d|${kind}|${language.toUpperCase()}`;
  let format = cache.get(key) as DateFormat | undefined;
  if (!format && PLAIN_DATE_LANGUAGES.includes(language.toUpperCase())) {
    format = { format: (date: Date) => plainDate(kind, date, language) };
    cache.set(key, format);
  }
  if (!format) {
    const hasData = Intl.DateTimeFormat.supportedLocalesOf([bcp47(language)]).length > 0;
    format =
      hasData || kind === 'time' || kind === 'clock'
        ? new Intl.DateTimeFormat(intlLocale(language), DATE_KINDS[kind])
        : { format: (date: Date) => patternDate(kind, date, language) };
    cache.set(key, format);
  }
  return format;
}

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

/** A server time stamp ("2025-11-22 14:05:09", ISO, epoch ms or a Date) as a Date; null when unreadable. */
export function toDate(value: DateValue): Date | null {
  const date = value instanceof Date ? value : new Date(typeof value === 'string' ? value.replace(' ', 'T') : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Right to left (AR, FA, UR), a number is isolated left to right so its sign or symbol stays at its start. */
function isolated(text: string, language: string): string {
  return languageInfo(language).rtl ? `\u2066${text}\u2069` : text;
}

/** A date or time of the given kind; '' for an unreadable value. `language` is a site code (MY, EN ...), the active one by default. */
export function formatDateKind(kind: DateKind, value: DateValue, language: string = activeLanguage()): string {
  const date = toDate(value);
  return date ? dateFormat(kind, language).format(date) : '';
}

/** A number of the given kind; '' for a missing value or one that is not a finite number. */
export function formatNumberKind(kind: NumberKind, value: number | null | undefined, language: string = activeLanguage()): string {
  return typeof value === 'number' && Number.isFinite(value) ? isolated(numberFormat(kind, language).format(value), language) : '';
}

export const formatDate = (value: DateValue, language?: string) => formatDateKind('date', value, language);
export const formatTime = (value: DateValue, language?: string) => formatDateKind('time', value, language);
export const formatClock = (value: DateValue, language?: string) => formatDateKind('clock', value, language);
export const formatDateTime = (value: DateValue, language?: string) => formatDateKind('dateTime', value, language);
export const formatDayMonth = (value: DateValue, language?: string) => formatDateKind('dayMonth', value, language);
export const formatCount = (value: number | null | undefined, language?: string) => formatNumberKind('count', value, language);
export const formatNumber = (value: number | null | undefined, language?: string) => formatNumberKind('number', value, language);
export const formatPercent = (rate: number | null | undefined, language?: string) => formatNumberKind('percent', rate, language);
export const formatCompact = (value: number | null | undefined, language?: string) => formatNumberKind('compact', value, language);

/**
 * Money with two decimals and the language's grouping, behind the currency
 * symbol when there is one ("K 12,345.67"; SPEC 2, ADR 0019).
 */
export function formatMoney(amount: number, currencySymbol = '', language: string = activeLanguage()): string {
  const formatted = Number.isFinite(amount) ? numberFormat('money', language).format(amount) : '';
  return isolated(currencySymbol ? `${currencySymbol} ${formatted}` : formatted, language);
}

/**
 * Time left as a countdown, "14:59" or "1:02:03" (hours when there are any),
 * in Latin digits like every clock of the site; none left reads "0:00".
 */
export function formatCountdown(milliseconds: number): string {
  const total = Math.max(0, Math.ceil(milliseconds / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
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
