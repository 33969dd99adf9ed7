// Builds the site on mocks and runs the end-to-end journeys in the system
// Chromium, on a free port. Installs Chromium and openssl from Debian when missing
// and we are allowed to (root with apt-get), so `npm test` works on a fresh machine.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';

const paths = [process.env.CHROMIUM_PATH, process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
// The security-headers journey serves the preview over https with a throw-away certificate made by openssl.
const missing = [];
if (!paths.some((p) => p && existsSync(p))) missing.push('chromium');
if (!existsSync('/usr/bin/openssl')) missing.push('openssl');
if (missing.length > 0) {
  const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canApt) {
    console.error(`Missing ${missing.join(' and ')}. Install it (Debian: apt-get install ${missing.join(' ')}) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.info(`Installing ${missing.join(' and ')} with apt-get ...`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// Each run builds into its own folder, so parallel runs do not overwrite each other.
// The build also offers Malay and Arabic, so the journeys check ?lang=ms (ADR 0009)
// and a right-to-left journey (issue 19) through the real configuration path; Thai for the first screen's
// hydration in a script of its own (issue 33).
// E2E_DIST=<folder> reuses a demo build made earlier (re-running one journey while fixing it);
// that folder is kept, and a missing one is built.
const reuse = process.env.E2E_DIST;
const outDir = reuse ?? `node_modules/.e2e/dist-${process.pid}`;
if (!reuse || !existsSync(join(reuse, 'index.html'))) {
  run('npm', ['exec', '--', 'vite', 'build', '--mode', 'demo', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    VITE_LANGUAGES: process.env.VITE_LANGUAGES ?? 'MY,EN,MS,AR,TH',
  });
}
// One production build (no mocks) for the journeys that need one (security headers, the lite app's worker): the
// first of them builds it into this folder, the others reuse it. E2E_PROD_DIST=<folder> keeps one across runs.
const prodReuse = process.env.E2E_PROD_DIST;
const prodDir = prodReuse ?? `node_modules/.e2e/prod-${process.pid}`;
const port = await freePort();
const result = spawnSync('npm', ['exec', '--', 'playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: String(port), E2E_OUT_DIR: outDir, E2E_PROD_DIST: prodDir },
});
if (!prodReuse) {
  rmSync(prodDir, { recursive: true, force: true });
  rmSync(`${prodDir}.manifest.json`, { force: true });
}
if (!reuse) {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(`${outDir}.manifest.json`, { force: true });
}
process.exit(result.status ?? 1);
