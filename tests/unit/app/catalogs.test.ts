import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import linguiConfig from '../../../lingui.config';
import { messageTokens } from '@/lib/message-tokens';

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

const sameAsEnglish = JSON.parse(readFileSync('locales/same-as-english.json', 'utf8')) as Record<string, string[]>;
const locales = linguiConfig.locales;
const englishFiles = readdirSync(join('locales', 'en')).filter((name) => name.endsWith('.po'));

it('every language of SPEC 1 has a catalog folder', () => {
  const spec1 = 'EN CN TW JA TH VI MY ES HI ID KM KO MS PT TA TY UR TR BN AR FA RU LO NE FR TE SW'.split(' ');
  expect([...locales].sort()).toEqual(spec1.map((code) => code.toLowerCase()).sort());
});

// Every catalog ships complete (issue 19): a message left empty would show English in the middle of another language.
describe.each(locales)('the %s catalogs', (locale) => {
  const dir = join('locales', locale);
  const allowed = new Set([...(sameAsEnglish['*'] ?? []), ...(sameAsEnglish[locale] ?? [])]);

  it('exist for every feature', () => {
    expect(readdirSync(dir).filter((name) => name.endsWith('.po'))).toEqual(englishFiles);
  });

  it.each(englishFiles)('%s translates every message, keeping its placeholders and tags', (file) => {
    const missing: string[] = [];
    const broken: string[] = [];
    const english: string[] = [];
    for (const { id, str } of entries(join(dir, file))) {
      if (str.trim() === '') missing.push(id);
      else if (JSON.stringify(messageTokens(id)) !== JSON.stringify(messageTokens(str))) broken.push(`${id} -> ${str}`);
      else if (locale !== 'en' && str === id && !allowed.has(id)) english.push(id);
    }
    expect(missing, `untranslated in ${locale}/${file}`).toEqual([]);
    expect(broken, `placeholders or tags differ in ${locale}/${file}`).toEqual([]);
    expect(english, `left in English in ${locale}/${file} (a proper name? add it to locales/same-as-english.json)`).toEqual([]);
  });
});

describe('messageTokens', () => {
  it.each([
    { message: 'Balance {amount}', tokens: ['{amount}'] },
    { message: '{count, plural, one {# game} other {# games}}', tokens: ['{count}'] },
    { message: 'Read the <0>terms</0> of {name}', tokens: ['</0>', '<0>', '{name}'] },
    { message: 'No placeholders', tokens: [] },
  ])('$message', ({ message, tokens }) => {
    expect(messageTokens(message)).toEqual(tokens);
  });

  it('sees a lost placeholder or tag', () => {
    expect(messageTokens('Saldo')).not.toEqual(messageTokens('Balance {amount}'));
    expect(messageTokens('Baca syarat')).not.toEqual(messageTokens('Read the <0>terms</0>'));
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
