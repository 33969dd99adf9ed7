import { useLingui } from '@lingui/react';
import { config } from '@/config/env';
import { languageInfo } from './language';

/**
 * The active interface language as the configuration's upper-case code
 * (MY, EN ...). Re-renders on a language change, so a query keyed by it
 * refetches in the new language.
 */
export function useLanguage(): string {
  // Outside React, `currentLanguage` of ./i18n answers (with the language a switch is loading).
  const { i18n } = useLingui();
  return (i18n.locale || config.defaultLanguage).toUpperCase();
}

/** The active language's writing direction: Swiper and the like read it once when they start. */
export function useDirection(): 'rtl' | 'ltr' {
  return languageInfo(useLanguage()).rtl ? 'rtl' : 'ltr';
}
