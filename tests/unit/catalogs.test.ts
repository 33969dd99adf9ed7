import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Reads msgid/msgstr pairs of a .po file (single-line entries, as Lingui writes them). */
function entries(path: string): Array<{ id: string; str: string }> {
  const lines = readFileSync(path, 'utf8').split('\n');
  const out: Array<{ id: string; str: string }> = [];
  for (let i = 0; i < lines.length - 1; i += 1) {
    const id = lines[i]?.match(/^msgid (".*")$/);
    const str = lines[i + 1]?.match(/^msgstr (".*")$/);
    if (id?.[1] && str?.[1]) {
      const key = JSON.parse(id[1]) as string;
      if (key !== '') out.push({ id: key, str: JSON.parse(str[1]) as string });
    }
  }
  return out;
}

const tokens = (text: string) => [...text.matchAll(/\{[^}]+\}|<\/?\d+>/g)].map((match) => match[0]).sort();

// MY is Burmese, MS Malay (ADR 0009); both ship complete, like the English source.
describe.each(['my', 'ms', 'en'])('the %s catalogs', (locale) => {
  const dir = join('locales', locale);
  const files = readdirSync(dir).filter((name) => name.endsWith('.po'));

  it('exist for every feature', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s translates every message, keeping its placeholders', (file) => {
    const missing: string[] = [];
    const broken: string[] = [];
    for (const { id, str } of entries(join(dir, file))) {
      if (str.trim() === '') missing.push(id);
      else if (JSON.stringify(tokens(id)) !== JSON.stringify(tokens(str))) broken.push(`${id} -> ${str}`);
    }
    expect(missing, `untranslated in ${locale}/${file}`).toEqual([]);
    expect(broken, `placeholders differ in ${locale}/${file}`).toEqual([]);
  });
});

/**
 * Burmese in Unicode, never Zawgyi: Zawgyi puts the vowel sign E (U+1031)
 * before its consonant and uses U+1060-U+1097 for stacked and medial forms
 * that Unicode Burmese writes with virama and medials.
 */
describe('the Burmese catalogs', () => {
  const dir = join('locales', 'my');
  const texts = readdirSync(dir)
    .filter((name) => name.endsWith('.po'))
    .flatMap((file) => entries(join(dir, file)).map(({ str }) => str));

  it('are written in Burmese script', () => {
    const burmese = texts.filter((text) => /[\u1000-\u109f]/.test(text));
    expect(burmese.length).toBeGreaterThan(texts.length * 0.9);
  });

  it('use Unicode encoding, not Zawgyi', () => {
    // In Unicode the vowel sign E follows a consonant (U+1000-U+1021) or a medial (U+103B-U+103E).
    const misplacedE = (text: string) =>
      [...text].some((char, i, chars) => {
        if (char !== '\u1031') return false;
        const before = chars[i - 1]?.codePointAt(0) ?? 0;
        return !((before >= 0x1000 && before <= 0x1021) || (before >= 0x103b && before <= 0x103e));
      });
    const zawgyi = texts.filter((text) => /[\u1060-\u1097]/.test(text) || misplacedE(text));
    expect(zawgyi).toEqual([]);
  });
});
