import { i18n, type Messages } from '@lingui/core';
import packs from 'virtual:language-packs';
import { config } from '@/config/env';
import { ensureScriptFont, reshapeWhenFontsLoad } from './fonts';
import { catalogLocale, intlLocale, languageInfo, pickLanguage } from './language';
import { loadTextOverrides, overridesUrl } from './text-overrides';

const STORAGE_KEY = 'language';

/**
 * Each language of this build (VITE_LANGUAGES) comes as its own chunks: its
 * catalog and its script's web-font CSS
 * (scripts/vite-language-packs.ts). A language outside the build has none.
 */
function packOf(code: string) {
  return packs[code.toUpperCase()] ?? packs[config.defaultLanguage];
}

/** The merchant's override texts (SPEC 1) for the languages configured to have them. */
function textOverrides(code: string): Promise<Messages> {
  const { url, languages } = config.textOverrides;
  if (!languages.includes(code.toUpperCase()) || typeof document === 'undefined') return Promise.resolve({});
  // Relative to the site (its base path), not to the page: a visit may start on /member/wallet.
  return loadTextOverrides(overridesUrl(url, code, new URL(import.meta.env.BASE_URL, window.location.origin).href));
}

/** The web-font CSS of each language in the menu: each is named in its own script (language-select.tsx). */
export function loadMenuFonts(): void {
  for (const code of config.languages) void packs[code]?.font?.();
}

/** The language being switched to while its catalog loads: what the calls made meanwhile ask in. */
let requested: string | null = null;

/**
 * Loads and activates a language: its catalog (Lingui locale = catalog folder,
 * Intl locales from the BCP 47 table) with the merchant's overrides on top,
 * the script's web font where the device lacks one, and
 * `<html lang dir>`; remembers the choice.
 */
export async function activateLanguage(code: string): Promise<void> {
  requested = code;
  const locale = catalogLocale(code);
  const info = languageInfo(code);
  const pack = packOf(code);
  reshapeWhenFontsLoad();
  const fontReady = (pack?.font?.() ?? Promise.resolve()).then(() => ensureScriptFont(info.font));
  const settle = () => {
    if (requested === code) requested = null;
  };
  // A failed switch keeps the previous language, and calls ask in it again.
  const [messages, overrides] = await Promise.all([pack?.messages() ?? Promise.resolve({}), textOverrides(code), fontReady]).catch((error: unknown) => {
    settle();
    throw error;
  });
  // Copied only when the merchant overrides some texts: a catalog holds thousands of messages (issue 33).
  const texts = Object.keys(overrides).length > 0 ? { ...messages, ...overrides } : messages;
  i18n.loadAndActivate({ locale, locales: [intlLocale(code)], messages: texts });
  settle();
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

/**
 * The interface language for a call made outside React (route loaders, the game launch): the one being
 * activated if its catalog is still loading (start-up loads routes meanwhile), else the active one.
 */
export function currentLanguage(): string {
  return (requested ?? (i18n.locale || catalogLocale(config.defaultLanguage))).toUpperCase();
}

export { i18n };
