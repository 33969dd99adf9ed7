import { i18n, type Messages } from '@lingui/core';
import dayjs from 'dayjs';
import 'dayjs/locale/ms-my';
import { config } from '@/config/env';
import { catalogLocale, pickLanguage } from './language';

const STORAGE_KEY = 'language';
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po');
const dayjsLocales: Record<string, string> = { my: 'ms-my', en: 'en' };

/** Every catalog of a locale (one per feature plus `common`), merged. */
async function loadMessages(locale: string): Promise<Messages> {
  const prefix = `../../locales/${locale}/`;
  const loaders = Object.entries(catalogs).filter(([path]) => path.startsWith(prefix));
  if (loaders.length === 0 && locale !== 'en') return loadMessages('en');
  const parts = await Promise.all(loaders.map(([, load]) => load()));
  return Object.assign({}, ...parts.map((part) => part.messages)) as Messages;
}

/** Loads and activates a language's catalog; remembers the choice. */
export async function activateLanguage(code: string): Promise<void> {
  const locale = catalogLocale(code);
  const messages = await loadMessages(locale);
  i18n.loadAndActivate({ locale, messages });
  dayjs.locale(dayjsLocales[locale] ?? 'en');
  document.documentElement.lang = locale === 'my' ? 'ms' : locale;
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // private mode: the choice lasts for this page only
  }
}

export function initialLanguage(search: string = globalThis.location?.search ?? ''): string {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    stored = null;
  }
  const query = new URLSearchParams(search).get('lang');
  return pickLanguage({ query, stored }, config.languages, config.defaultLanguage);
}

export function currentLanguage(): string {
  return (i18n.locale || catalogLocale(config.defaultLanguage)).toUpperCase();
}

export { i18n };
