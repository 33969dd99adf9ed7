/** The languages the mock content is written in (the MY + EN build). */
export type Lang = 'EN' | 'MY';
export type Text = Record<Lang, string>;

/** Any other requested language gets the English text. */
export function langOf(language: string): Lang {
  return language.toUpperCase() === 'MY' ? 'MY' : 'EN';
}
