import { i18n } from '@lingui/core';
import { bcp47, intlLocale } from './language';

/**
 * The format table's dates and times (issue 32, ADR 0028; its numbers and money are in ./format.ts): every date,
 * time and clock a screen shows goes through it, in the active language's locale with Latin digits and the Gregorian
 * calendar (ADR 0009). A module of its own (issue 33): the lobby's first screen shows amounts only, and a module ships
 * whole with the first code that needs any of it.
 */
export const DATE_KINDS = {
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

export type DateKind = keyof typeof DATE_KINDS;
export type DateValue = Date | string | number;

const activeLanguage = () => i18n.locale || 'en';

const cache = new Map<string, DateFormat>();

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

/** A server time stamp ("2025-11-22 14:05:09", ISO, epoch ms or a Date) as a Date; null when unreadable. */
export function toDate(value: DateValue): Date | null {
  const date = value instanceof Date ? value : new Date(typeof value === 'string' ? value.replace(' ', 'T') : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A date or time of the given kind; '' for an unreadable value. `language` is a site code (MY, EN ...), the active one by default. */
export function formatDateKind(kind: DateKind, value: DateValue, language: string = activeLanguage()): string {
  const date = toDate(value);
  return date ? dateFormat(kind, language).format(date) : '';
}

export const formatDate = (value: DateValue, language?: string) => formatDateKind('date', value, language);
export const formatTime = (value: DateValue, language?: string) => formatDateKind('time', value, language);
export const formatClock = (value: DateValue, language?: string) => formatDateKind('clock', value, language);
export const formatDateTime = (value: DateValue, language?: string) => formatDateKind('dateTime', value, language);
export const formatDayMonth = (value: DateValue, language?: string) => formatDateKind('dayMonth', value, language);

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
