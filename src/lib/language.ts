/**
 * Language choice rules (pure). Codes are the configuration's upper-case codes
 * (MY, EN, CN ...); catalogs live under locales/<code in lower case>/.
 */
export function normalizeLanguage(code: string | null | undefined, available: readonly string[]): string | null {
  if (!code) return null;
  const upper = code.trim().toUpperCase();
  return available.includes(upper) ? upper : null;
}

/** `?lang=` wins, then the stored choice, then the configured default. */
export function pickLanguage(options: { query?: string | null; stored?: string | null }, available: readonly string[], fallback: string): string {
  return normalizeLanguage(options.query, available) ?? normalizeLanguage(options.stored, available) ?? fallback;
}

export function catalogLocale(code: string): string {
  return code.toLowerCase();
}

type LanguageInfo = {
  /** BCP 47 tag: `<html lang>`, Intl, the language of the page for fonts and line breaking. */
  bcp47: string;
  /** The language's name in its own script, for the language menu. */
  nativeName: string;
  /** The script's last-resort web font, src/ui/styles/fonts/<font>.css (loaded with the language). */
  font?: ScriptFont;
  rtl?: true;
};

/** Scripts with a web font of their own (src/ui/styles/fonts); Latin, Cyrillic and Vietnamese use the system fonts. */
export type ScriptFont = 'myanmar' | 'sc' | 'tc' | 'jp' | 'kr' | 'thai' | 'khmer' | 'lao' | 'devanagari' | 'bengali' | 'tamil' | 'telugu' | 'arabic' | 'urdu';

/**
 * The site's language codes (SPEC 1) mapped to BCP 47. The codes are mostly
 * ISO 639-1 (MY is Burmese, MS Malay); CN, TW and TY are the site's own.
 * The one table behind Lingui, `<html lang>` and Intl (ADR 0009).
 */
export const LANGUAGES: Readonly<Record<string, LanguageInfo>> = {
  MY: { bcp47: 'my', nativeName: 'မြန်မာ', font: 'myanmar' },
  EN: { bcp47: 'en', nativeName: 'English' },
  MS: { bcp47: 'ms', nativeName: 'Bahasa Melayu' },
  CN: { bcp47: 'zh-CN', nativeName: '简体中文', font: 'sc' },
  TW: { bcp47: 'zh-TW', nativeName: '繁體中文', font: 'tc' },
  JA: { bcp47: 'ja', nativeName: '日本語', font: 'jp' },
  TH: { bcp47: 'th', nativeName: 'ไทย', font: 'thai' },
  VI: { bcp47: 'vi', nativeName: 'Tiếng Việt' },
  ES: { bcp47: 'es', nativeName: 'Español' },
  HI: { bcp47: 'hi', nativeName: 'हिन्दी', font: 'devanagari' },
  ID: { bcp47: 'id', nativeName: 'Bahasa Indonesia' },
  KM: { bcp47: 'km', nativeName: 'ខ្មែរ', font: 'khmer' },
  KO: { bcp47: 'ko', nativeName: '한국어', font: 'kr' },
  PT: { bcp47: 'pt', nativeName: 'Português' },
  TA: { bcp47: 'ta', nativeName: 'தமிழ்', font: 'tamil' },
  TY: { bcp47: 'tl', nativeName: 'Tagalog' },
  UR: { bcp47: 'ur', nativeName: 'اردو', font: 'urdu', rtl: true },
  TR: { bcp47: 'tr', nativeName: 'Türkçe' },
  BN: { bcp47: 'bn', nativeName: 'বাংলা', font: 'bengali' },
  AR: { bcp47: 'ar', nativeName: 'العربية', font: 'arabic', rtl: true },
  FA: { bcp47: 'fa', nativeName: 'فارسی', font: 'arabic', rtl: true },
  RU: { bcp47: 'ru', nativeName: 'Русский' },
  LO: { bcp47: 'lo', nativeName: 'ລາວ', font: 'lao' },
  NE: { bcp47: 'ne', nativeName: 'नेपाली', font: 'devanagari' },
  FR: { bcp47: 'fr', nativeName: 'Français' },
  TE: { bcp47: 'te', nativeName: 'తెలుగు', font: 'telugu' },
  SW: { bcp47: 'sw', nativeName: 'Kiswahili' },
};

const ENGLISH = LANGUAGES.EN as LanguageInfo;

/** The table's row for a site code in any case; an unknown code reads as English. */
export function languageInfo(code: string): LanguageInfo {
  return LANGUAGES[code.trim().toUpperCase()] ?? ENGLISH;
}

export function bcp47(code: string): string {
  return languageInfo(code).bcp47;
}

/** The language's own name, or its code when the table does not know it. */
export function nativeName(code: string): string {
  return LANGUAGES[code.trim().toUpperCase()]?.nativeName ?? code.toUpperCase();
}

/**
 * The locale Intl formats numbers and dates with: the BCP 47 tag with Latin
 * digits. Burmese (like Arabic, Persian, Bengali, Nepali) would default to its
 * own digits; amounts, codes and dates stay in the digits players type and
 * see on their bank and wallet apps (ADR 0009). Days are Gregorian in every
 * language (Thai would count Buddhist years, Persian its own calendar): the
 * date pickers and the server's days are Gregorian (ADR 0028).
 */
export function intlLocale(code: string): string {
  return `${bcp47(code)}-u-ca-gregory-nu-latn`;
}
