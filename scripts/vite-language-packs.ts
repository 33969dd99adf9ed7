import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES } from '../src/lib/language.ts';

const ID = 'virtual:language-packs';
const RESOLVED = `\0${ID}`;
/** One module per language that merges its feature catalogs, so each language is one chunk. */
const CATALOG = 'virtual:catalog/';

/** The build's language codes (VITE_LANGUAGES, default MY,EN as in src/config/env.ts), upper case. */
export function buildLanguages(raw: string | undefined): string[] {
  const codes = (raw ?? 'MY,EN')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => code !== '');
  return [...new Set(codes)];
}

/**
 * `virtual:language-packs`: for each language of this build only, loaders for
 * its catalogs (one chunk per language, its feature catalogs merged) and its
 * script's web-font CSS (no dayjs locale: every date the app writes with dayjs is numeric, and words in dates
 * come from Intl, src/lib/format.ts). A language outside
 * VITE_LANGUAGES is not in the module, so the bundle holds none of its files
 * and no device ever downloads them (issue 19).
 */
export function languagePacks(root: string): Plugin {
  let languages: string[] = [];
  return {
    name: 'language-packs',
    configResolved(config) {
      languages = buildLanguages(config.env.VITE_LANGUAGES as string | undefined);
    },
    resolveId(id) {
      if (id === ID || id.startsWith(CATALOG)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id.startsWith(`\0${CATALOG}`)) {
        const code = id.slice(CATALOG.length + 1);
        const own = join(root, 'locales', code.toLowerCase());
        // A configured code without a catalog reads English.
        const folder = existsSync(own) ? own : join(root, 'locales', 'en');
        const files = readdirSync(folder)
          .filter((name) => name.endsWith('.po'))
          .sort();
        return [
          ...files.map((name, i) => `import { messages as m${i} } from ${JSON.stringify(join(folder, name))};`),
          `export const messages = Object.assign({}, ${files.map((_, i) => `m${i}`).join(', ')});`,
        ].join('\n');
      }
      if (id !== RESOLVED) return undefined;
      const rows = languages.map((code) => {
        const info = LANGUAGES[code];
        const parts = [`messages: () => import(${JSON.stringify(CATALOG + code)}).then((module) => module.messages)`];
        if (info?.font) parts.push(`font: () => import(${JSON.stringify(join(root, 'src/ui/styles/fonts', `${info.font}.css`))})`);
        return `  ${JSON.stringify(code)}: { ${parts.join(', ')} },`;
      });
      return ['export default {', ...rows, '};'].join('\n');
    },
  };
}
