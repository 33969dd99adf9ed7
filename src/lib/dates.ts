import { i18n } from '@lingui/core';
import { intlLocale } from './language';

export type DateValue = Date | string | number;

const formats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(locale: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withTime}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, withTime ? { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23' } : { dateStyle: 'medium' });
    formats.set(key, format);
  }
  return format;
}

function toDate(value: DateValue): Date | null {
  const date = value instanceof Date ? value : new Date(typeof value === 'string' ? value.replace(' ', 'T') : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A day in the active language (month names in its script, Latin digits:
 * ADR 0009), e.g. "22 Nov 2025" in English. An unreadable value gives ''.
 * `language` is a site code (MY, EN ...) and defaults to the active one.
 */
export function formatDate(value: DateValue, language: string = i18n.locale || 'en'): string {
  const date = toDate(value);
  return date ? dateFormat(intlLocale(language), false).format(date) : '';
}

/** A day and a 24-hour time in the active language; '' for an unreadable value. */
export function formatDateTime(value: DateValue, language: string = i18n.locale || 'en'): string {
  const date = toDate(value);
  return date ? dateFormat(intlLocale(language), true).format(date) : '';
}
