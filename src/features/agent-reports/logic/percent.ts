import { i18n } from '@lingui/core';
import { intlLocale } from '@/lib/language';

/** A contract rate (a fraction: 0.004) as a percentage in the active language: "0.4%". */
export function formatPercent(rate: number, language: string = i18n.locale || 'en'): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 3 }).format(rate);
}
