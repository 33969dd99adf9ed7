// The demo build (mocks on) served by `vite preview` for the bench sections that need the mocks' world.
// BENCH_URL: a site on mocks already running. BENCH_DEMO_DIST: a demo build kept in that folder (made if missing,
// reused after, as E2E_DIST does for the end-to-end tests); otherwise a fresh build, shared by the sections of one run and removed when it ends.
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, spawnGroup, waitForServer } from './support.mjs';

export async function serveDemo() {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: () => undefined };
  const kept = process.env.BENCH_DEMO_DIST;
  const outDir = kept ?? `node_modules/.bench/demo-${process.pid}`;
  if (!existsSync(join(outDir, 'index.html'))) {
    console.info(`  building the site on mocks into ${outDir} ...`);
    const build = spawnSync('npm', ['exec', '--', 'vite', 'build', '--mode', 'demo', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('the demo build failed');
    // One build for every section of this run, removed when the run ends.
    if (!kept) process.once('exit', () => rmSync(outDir, { recursive: true, force: true }));
  }
  const port = await freePort();
  const server = spawnGroup(['exec', '--', 'vite', 'preview', '--port', String(port), '--strictPort', '--outDir', outDir]);
  const url = `http://127.0.0.1:${port}`;
  await waitForServer(url);
  return {
    url,
    stop: server.stop,
  };
}
