// Writes src/ui/styles/fonts/<script>.css from the Fontsource packages: the
// last-resort web font of each script (issue 19, ADR 0009), regular and bold,
// under its own family name ("Noto Sans SC Web"), so it never shadows a font
// the device has; local() still prefers an installed Noto. Only the script's
// own slices are kept (unicode-range): Latin, Cyrillic and Vietnamese text is
// drawn by the system fonts. Only woff2: every browser the site supports reads it.
// Usage: npm exec -- node scripts/fonts-css.mjs
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';

/** key (src/lib/language.ts ScriptFont) -> package, the script's subset, the installed font's local names. */
const FONTS = {
  myanmar: { pkg: 'noto-sans-myanmar', subset: 'myanmar', local: ['Noto Sans Myanmar', 'NotoSansMyanmar'] },
  sc: { pkg: 'noto-sans-sc', subset: 'numbered', local: ['Noto Sans SC', 'NotoSansSC'] },
  tc: { pkg: 'noto-sans-tc', subset: 'numbered', local: ['Noto Sans TC', 'NotoSansTC'] },
  jp: { pkg: 'noto-sans-jp', subset: 'numbered', local: ['Noto Sans JP', 'NotoSansJP'] },
  kr: { pkg: 'noto-sans-kr', subset: 'numbered', local: ['Noto Sans KR', 'NotoSansKR'] },
  thai: { pkg: 'noto-sans-thai', subset: 'thai', local: ['Noto Sans Thai', 'NotoSansThai'] },
  khmer: { pkg: 'noto-sans-khmer', subset: 'khmer', local: ['Noto Sans Khmer', 'NotoSansKhmer'] },
  lao: { pkg: 'noto-sans-lao', subset: 'lao', local: ['Noto Sans Lao', 'NotoSansLao'] },
  devanagari: { pkg: 'noto-sans-devanagari', subset: 'devanagari', local: ['Noto Sans Devanagari', 'NotoSansDevanagari'] },
  bengali: { pkg: 'noto-sans-bengali', subset: 'bengali', local: ['Noto Sans Bengali', 'NotoSansBengali'] },
  tamil: { pkg: 'noto-sans-tamil', subset: 'tamil', local: ['Noto Sans Tamil', 'NotoSansTamil'] },
  telugu: { pkg: 'noto-sans-telugu', subset: 'telugu', local: ['Noto Sans Telugu', 'NotoSansTelugu'] },
  arabic: { pkg: 'noto-sans-arabic', subset: 'arabic', local: ['Noto Sans Arabic', 'NotoSansArabic'] },
  // Urdu: Naskh, the style Android draws Urdu in; Apple and Windows have their Nastaliq (tokens.css).
  urdu: { pkg: 'noto-naskh-arabic', subset: 'arabic', local: ['Noto Naskh Arabic', 'NotoNaskhArabic'] },
};
const WEIGHTS = [
  { weight: 400, style: ['', '-Regular'] },
  { weight: 700, style: [' Bold', '-Bold'] },
];

const familyOf = (pkg) =>
  pkg
    .split('-')
    .map((word) => (word.length <= 2 ? word.toUpperCase() : word[0].toUpperCase() + word.slice(1)))
    .join(' ');

mkdirSync('src/ui/styles/fonts', { recursive: true });
for (const [key, { pkg, subset, local }] of Object.entries(FONTS)) {
  const family = `${familyOf(pkg)} Web`;
  const blocks = [];
  for (const { weight, style } of WEIGHTS) {
    const css = readFileSync(`node_modules/@fontsource/${pkg}/${weight}.css`, 'utf8');
    for (const match of css.matchAll(/\/\* (\S+) \*\/\s*@font-face \{([^}]*)\}/g)) {
      const [, name, body] = match;
      const keep = subset === 'numbered' ? /-\[\d+\]-/.test(name) : name === `${pkg}-${subset}-${weight}-normal`;
      if (!keep) continue;
      const file = body.match(/url\(\.\/files\/([^)]+\.woff2)\)/)?.[1];
      const range = body.match(/unicode-range: ([^;]+);/)?.[1];
      if (!file || !range) throw new Error(`${pkg}: cannot read ${name}`);
      const locals = [`local('${local[0]}${style[0]}')`, `local('${local[1]}${style[1]}')`];
      blocks.push(
        [
          '@font-face {',
          `  font-family: '${family}';`,
          '  font-style: normal;',
          `  font-weight: ${weight};`,
          '  font-display: swap;',
          `  src: ${locals.join(', ')}, url('@fontsource/${pkg}/files/${file}') format('woff2');`,
          `  unicode-range: ${range};`,
          '}',
        ].join('\n'),
      );
    }
  }
  if (blocks.length === 0) throw new Error(`${pkg}: no ${subset} slices`);
  const header = `/* ${family}: the last resort of the ${key} font stack (tokens.css). Written by scripts/fonts-css.mjs from @fontsource/${pkg}; do not edit. */\n`;
  writeFileSync(`src/ui/styles/fonts/${key}.css`, `${header}${blocks.join('\n')}\n`);
  console.info(`${key}.css: ${family}, ${blocks.length} slices`);
}
