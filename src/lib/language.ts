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
