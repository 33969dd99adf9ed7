import { useLingui } from '@lingui/react';
import { config } from '@/config/env';

/**
 * The active interface language as the configuration's upper-case code
 * (MY, EN ...). Re-renders on a language change, so a query keyed by it
 * refetches in the new language.
 */
export function useLanguage(): string {
  const { i18n } = useLingui();
  return (i18n.locale || config.defaultLanguage).toUpperCase();
}
