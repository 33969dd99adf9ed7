// Places every translation map of a folder into the catalogs: for each
// <code>.json ({English msgid: translation}) whose locale folder exists,
// runs po-fill.mjs (empty entries only; what is already translated stays).
// Usage: npm run i18n:fill -- /work/translations
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const folder = process.argv[2];
if (!folder) {
  console.error('usage: npm run i18n:fill -- <folder of <code>.json maps>');
  process.exit(2);
}
let failed = false;
for (const name of readdirSync(folder).sort()) {
  const code = name.match(/^([a-z]{2})\.json$/i)?.[1]?.toLowerCase();
  if (!code || !existsSync(join('locales', code))) continue;
  const result = spawnSync(process.execPath, ['scripts/po-fill.mjs', code, join(folder, name)], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
