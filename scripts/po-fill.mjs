// Fills empty msgstr entries of a locale's catalogs from a JSON map of
// {msgid: translation}. Translations are written by people; this only places
// them. Usage: node scripts/po-fill.mjs my translations.json
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const [locale, mapFile] = process.argv.slice(2);
if (!locale || !mapFile) {
  console.error('usage: node scripts/po-fill.mjs <locale> <map.json>');
  process.exit(2);
}
const map = JSON.parse(readFileSync(mapFile, 'utf8'));
const dir = join('locales', locale);
const quote = (text) => JSON.stringify(text);
let filled = 0;
for (const file of readdirSync(dir).filter((name) => name.endsWith('.po'))) {
  const path = join(dir, file);
  const lines = readFileSync(path, 'utf8').split('\n');
  for (let i = 0; i < lines.length - 1; i += 1) {
    const id = lines[i].match(/^msgid (".*")$/);
    if (!id || lines[i + 1] !== 'msgstr ""') continue;
    const key = JSON.parse(id[1]);
    if (key && map[key]) {
      lines[i + 1] = `msgstr ${quote(map[key])}`;
      filled += 1;
    }
  }
  writeFileSync(path, lines.join('\n'));
}
console.info(`filled ${filled} entries in ${dir}`);
