// A production build fails closed (issue 21, ADR 0012): `npm run build` with no
// settings ships no mock code and no mock files — no MSW, no faker, no demo
// personas or their passwords, no mock service worker or demo pages. Builds
// into a temporary folder and scans every file of the output. The same build is
// then held to the byte budget (issue 12, scripts/bundle-budget.mjs), and must hold its security headers
// (issue 28: dist/_headers and dist/nginx.conf with CSP, frame-ancestors, HSTS and COOP; no .vite/manifest.json).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkBudget } from './bundle-budget.mjs';
import { deployFileProblems } from './deploy-check.mjs';
import { firstScreenProblems } from './prerender-check.mjs';

const outDir = `node_modules/.check-build/dist-${process.pid}`;
const env = { ...process.env };
delete env.VITE_API_MOCKING;
// The default language list (MY, EN): what the check below expects.
delete env.VITE_LANGUAGES;
const build = spawnSync('npm', ['exec', '--', 'vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);

/** What only the mocks contain. */
const FORBIDDEN = [
  ['the mock service worker', /mockServiceWorker/],
  ['MSW', /setupWorker|onUnhandledFrame|@mswjs|HttpResponse\.json/],
  ['faker', /faker/i],
  ['a demo password', /Demo@1234|Agent@1234|Expired@1234/],
  ['the demo personas', /"Demo Player"|Agent One/],
  ['a demo page', /mock-sign-in\.html|mock-game\.html/],
];

const files = [];
const walk = (folder) => {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) walk(path);
    else files.push(path);
  }
};
walk(outDir);

const problems = [];

// Issue 19: a language outside the build's list (the default MY, EN) ships nothing: no catalog, no font.
const BUILT = ['my', 'en'];
const SAMPLE = 'Welcome back! Log in to play and manage your wallet.';
const unbuilt = readdirSync('locales').filter((code) => !BUILT.includes(code) && statSync(join('locales', code)).isDirectory());
const samples = unbuilt.flatMap((code) => {
  const po = readFileSync(join('locales', code, 'auth.po'), 'utf8');
  const text = po.match(new RegExp(`msgid ${JSON.stringify(SAMPLE).replace(/[.?!]/g, '\\$&')}\nmsgstr (".*")`))?.[1];
  return text && JSON.parse(text) ? [[code, JSON.parse(text)]] : [];
});
for (const file of files) {
  const name = file.slice(outDir.length + 1);
  if (name.endsWith('.woff2') && !/noto-sans-myanmar/.test(name)) problems.push(`${name}: a font of a language outside the build`);
  if (!name.endsWith('.js')) continue;
  const text = readFileSync(file, 'utf8');
  for (const [code, sample] of samples) if (text.includes(sample)) problems.push(`${name}: holds the ${code} catalog, a language outside the build`);
}
for (const file of files) {
  const name = file.slice(outDir.length + 1);
  if (/^mock/.test(name)) problems.push(`${name}: a mock file in the output`);
  if (!/\.(js|html|css|json|txt|svg|map)$/.test(name)) continue;
  const text = readFileSync(file, 'utf8');
  for (const [what, pattern] of FORBIDDEN) if (pattern.test(text)) problems.push(`${name}: holds ${what}`);
}
// Issue 28: the security headers ship with the build, for a static host (_headers) and nginx (nginx.conf).
problems.push(...deployFileProblems(outDir));
// Issue 33: each language's page holds the lobby's first screen.
problems.push(...firstScreenProblems(outDir, ['MY', 'EN'], 'MY'));
const overBudget = checkBudget(outDir);
rmSync(outDir, { recursive: true, force: true });
rmSync(`${outDir}.manifest.json`, { force: true });
if (problems.length > 0) {
  console.error(`The production build ships what it must not:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.info(`The production build holds no mock code or files (${files.length} files checked).`);
if (overBudget.length > 0) {
  console.error(`The production build is over its byte budget (scripts/bundle-budget.mjs):\n  ${overBudget.join('\n  ')}`);
  process.exit(1);
}
console.info(
  `The production build holds no mock code or files, and no catalog or font of ${samples.length} languages outside it (${files.length} files checked).`,
);
