import { i18n, type Messages } from '@lingui/core';
import dayjs from 'dayjs';
import { config } from '@/config/env';
import { ensureScriptFont } from './fonts';
import { catalogLocale, intlLocale, languageInfo, pickLanguage } from './language';

const STORAGE_KEY = 'language';
const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/*.po');
// One chunk per dayjs locale of the language table, loaded with its language;
// English is built in. Bare specifiers, so dayjs registers them on the instance
// the app imports.
const dayjsLocales: Record<string, () => Promise<unknown>> = {
  my: () => import('dayjs/locale/my'),
  ms: () => import('dayjs/locale/ms'),
  'zh-cn': () => import('dayjs/locale/zh-cn'),
  'zh-tw': () => import('dayjs/locale/zh-tw'),
  ja: () => import('dayjs/locale/ja'),
  th: () => import('dayjs/locale/th'),
  vi: () => import('dayjs/locale/vi'),
  es: () => import('dayjs/locale/es'),
  hi: () => import('dayjs/locale/hi'),
  id: () => import('dayjs/locale/id'),
  km: () => import('dayjs/locale/km'),
  ko: () => import('dayjs/locale/ko'),
  pt: () => import('dayjs/locale/pt'),
  ta: () => import('dayjs/locale/ta'),
  'tl-ph': () => import('dayjs/locale/tl-ph'),
  ur: () => import('dayjs/locale/ur'),
  tr: () => import('dayjs/locale/tr'),
  bn: () => import('dayjs/locale/bn'),
  ar: () => import('dayjs/locale/ar'),
  fa: () => import('dayjs/locale/fa'),
  ru: () => import('dayjs/locale/ru'),
  lo: () => import('dayjs/locale/lo'),
  ne: () => import('dayjs/locale/ne'),
  fr: () => import('dayjs/locale/fr'),
  te: () => import('dayjs/locale/te'),
  sw: () => import('dayjs/locale/sw'),
};

/** Every catalog of a locale (one per feature plus `common`), merged. */
async function loadMessages(locale: string): Promise<Messages> {
  const prefix = `../../locales/${locale}/`;
  const loaders = Object.entries(catalogs).filter(([path]) => path.startsWith(prefix));
  if (loaders.length === 0 && locale !== 'en') return loadMessages('en');
  const parts = await Promise.all(loaders.map(([, load]) => load()));
  return Object.assign({}, ...parts.map((part) => part.messages)) as Messages;
}

/** Registers the language's dayjs locale; false when dayjs has none (dates then read English). */
async function loadDayjsLocale(name: string): Promise<boolean> {
  if (name === 'en') return true;
  const load = dayjsLocales[name];
  if (!load) return false;
  await load();
  return true;
}

/**
 * Loads and activates a language: its catalog (Lingui locale = catalog folder,
 * Intl locales from the BCP 47 table), dayjs locale, the script's web font
 * where the device lacks one, and `<html lang dir>`;
 * remembers the choice.
 */
export async function activateLanguage(code: string): Promise<void> {
  const locale = catalogLocale(code);
  const info = languageInfo(code);
  const [messages, hasDayjs] = await Promise.all([loadMessages(locale), loadDayjsLocale(info.dayjs), ensureScriptFont(info.bcp47)]);
  i18n.loadAndActivate({ locale, locales: [intlLocale(code)], messages });
  dayjs.locale(hasDayjs ? info.dayjs : 'en');
  document.documentElement.lang = info.bcp47;
  document.documentElement.dir = info.rtl ? 'rtl' : 'ltr';
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
