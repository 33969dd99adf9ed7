/** The languages the mock content is written in: Burmese (MY), English, Malay (MS). */
export type Lang = 'EN' | 'MY' | 'MS';
export type Text = Record<Lang, string>;

/** Any other requested language gets the English text. */
export function langOf(language: string): Lang {
  const upper = language.toUpperCase();
  return upper === 'MY' || upper === 'MS' ? upper : 'EN';
}
