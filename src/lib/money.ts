import { i18n } from '@lingui/core';
import { intlLocale, languageInfo } from './language';

const formats = new Map<string, Intl.NumberFormat>();

function moneyFormat(locale: string): Intl.NumberFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return format;
}

/**
 * Builds the language's money format ahead of time (issue 12): the first Intl.NumberFormat of a page loads the
 * locale's number data, a noticeable piece of work on a phone. Start-up calls it while the language's catalog
 * downloads, so it is not part of the first screen's render (which shows the jackpot).
 */
export function prepareMoneyFormat(language: string): void {
  moneyFormat(intlLocale(language));
}

/**
 * Money is shown with two decimals and the active language's grouping, in
 * Latin digits (SPEC 2: the member bar balance; ADR 0009). `language` is a
 * site code (MY, EN ...) and defaults to the active one.
 */
export function formatMoney(amount: number, currencySymbol = '', language: string = i18n.locale || 'en'): string {
  const formatted = moneyFormat(intlLocale(language)).format(amount);
  const text = currencySymbol ? `${currencySymbol} ${formatted}` : formatted;
  // Right to left (AR, FA, UR), the amount is isolated left to right: a minus
  // sign or a currency symbol would otherwise move to the other end of it.
  return languageInfo(language).rtl ? `\u2066${text}\u2069` : text;
}
