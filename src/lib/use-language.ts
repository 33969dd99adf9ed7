import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { config } from '@/config/env';
import { i18n as appI18n } from './i18n';

/** The active interface language as the configuration's upper-case code, outside React (route loaders). */
export function currentLanguage(i18n: I18n = appI18n): string {
  return (i18n.locale || config.defaultLanguage).toUpperCase();
}
import { languageInfo } from './language';

/**
 * The active interface language as the configuration's upper-case code
 * (MY, EN ...). Re-renders on a language change, so a query keyed by it
 * refetches in the new language.
 */
export function useLanguage(): string {
  const { i18n } = useLingui();
  return currentLanguage(i18n);
}

/** The active language's writing direction: Swiper and the like read it once when they start. */
export function useDirection(): 'rtl' | 'ltr' {
  return languageInfo(useLanguage()).rtl ? 'rtl' : 'ltr';
}
