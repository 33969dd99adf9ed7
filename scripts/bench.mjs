// Scrolling benchmark of the 999-favourite list (SPEC 9): builds the site on
// mocks, serves it, logs in as `demo`, gives demo 999 favourites (the mock-only
// POST /__mock/favourites), scrolls /favorite top to bottom in the system
// Chromium and PRINTS what it saw: frames, dropped frames, long tasks, frame
// times and DOM size. It asserts nothing: numbers vary by machine.
//
//   npm run bench                 build, serve, measure
//   BENCH_URL=http://127.0.0.1:5173 npm run bench   measure a running site instead
//   BENCH_SPEED=60 npm run bench   pixels scrolled per frame (default 40)
//
// Frame figures depend on what else the machine runs (the load is printed);
// compare runs on an otherwise idle machine.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../tests/support/chromium.ts';
import { freePort } from './free-port.mjs';

const SPEED = Number(process.env.BENCH_SPEED ?? 40);
const FRAME_BUDGET_MS = 1000 / 60;

async function serve() {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: () => undefined };
  const outDir = `node_modules/.bench/dist-${process.pid}`;
  console.info('building the site on mocks ...');
  const build = spawnSync('npm', ['exec', '--', 'vite', 'build', '--mode', 'demo', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const port = await freePort();
  const server = spawn('npm', ['exec', '--', 'vite', 'preview', '--port', String(port), '--strictPort', '--outDir', outDir], {
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: () => {
      try {
        process.kill(-server.pid);
      } catch {
        // already gone
      }
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

async function measure(page, cdp, pass, filled) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(1000);
  const before = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));

  const result = await page.evaluate(async (speed) => {
    const longTasks = [];
    const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((entry) => entry.duration)));
    observer.observe({ type: 'longtask', buffered: false });
    const frames = [];
    let maxNodes = 0;
    let maxCards = 0;
    const end = () => document.documentElement.scrollHeight - window.innerHeight;
    await new Promise((resolve) => {
      let last = performance.now();
      const step = (now) => {
        frames.push(now - last);
        last = now;
        window.scrollBy(0, speed);
        if (frames.length % 30 === 0) {
          maxNodes = Math.max(maxNodes, document.getElementsByTagName('*').length);
          maxCards = Math.max(maxCards, document.querySelectorAll('article.game-card').length);
        }
        if (window.scrollY >= end() - 1 || frames.length > 5000) resolve();
        else requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    observer.disconnect();
    return {
      frames: frames.slice(1),
      longTasks,
      scrolled: window.scrollY,
      maxNodes,
      maxCards,
      nodesAtEnd: document.getElementsByTagName('*').length,
      lastCard: [...document.querySelectorAll('article.game-card')].at(-1)?.getAttribute('aria-label') ?? null,
      lastPosition: [...document.querySelectorAll('[role="listitem"][aria-posinset]')].at(-1)?.getAttribute('aria-posinset') ?? null,
    };
  }, SPEED);

  const after = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const frames = result.frames;
  const dropped = frames.reduce((sum, ms) => sum + Math.max(0, Math.round(ms / FRAME_BUDGET_MS) - 1), 0);
  const seconds = frames.reduce((sum, ms) => sum + ms, 0) / 1000;
  const rows = [
    ['machine load (1-min average) / cores', `${loadavg()[0].toFixed(2)} / ${availableParallelism()}`],
    ['favourites in the list', filled],
    ['scrolled (px)', Math.round(result.scrolled)],
    ['scroll speed (px/frame)', SPEED],
    ['frames', frames.length],
    ['duration (s)', seconds.toFixed(2)],
    ['average fps', (frames.length / seconds).toFixed(1)],
    ['dropped frames (est.)', `${dropped} (${((dropped / (frames.length + dropped)) * 100).toFixed(1)}%)`],
    ['frames over 50 ms', frames.filter((ms) => ms > 50).length],
    ['frame time p50 / p95 / p99 / max (ms)', [50, 95, 99].map((p) => percentile(frames, p).toFixed(1)).join(' / ') + ` / ${Math.max(...frames).toFixed(1)}`],
    ['long tasks (> 50 ms)', `${result.longTasks.length}, total ${result.longTasks.reduce((a, b) => a + b, 0).toFixed(0)} ms`],
    ['DOM nodes, max while scrolling / at the end', `${result.maxNodes} / ${result.nodesAtEnd}`],
    ['game cards in the DOM, max', result.maxCards],
    ['last card reached', `${result.lastCard} (position ${result.lastPosition} of ${filled})`],
    ['script time during scroll (ms)', ((after.ScriptDuration - before.ScriptDuration) * 1000).toFixed(0)],
    ['layout time during scroll (ms)', ((after.LayoutDuration - before.LayoutDuration) * 1000).toFixed(0)],
    ['JS heap used after (MB)', (after.JSHeapUsedSize / 1048576).toFixed(1)],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.info(`\n/favorite, 999 favourites, scrolled top to bottom: ${pass}`);
  for (const [label, value] of rows) console.info(`  ${label.padEnd(width)}  ${value}`);
}

const { url, stop } = await serve();
const executablePath = findChromium();
if (!executablePath) {
  stop();
  console.error('No Chromium found: install it (apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 860 } });
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Announcements' }), async (dialog) => {
    await dialog.getByRole('button', { name: 'Close' }).first().click();
  });

  console.info(`logging in as demo on ${url} ...`);
  await page.goto(`${url}/login?lang=en&redirect=%2Frecent`);
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username' }).fill('demo');
  await login.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/recent/);

  const filled = await page.evaluate(async () => {
    const token = JSON.parse(sessionStorage.getItem('session') ?? '{}').token;
    const response = await fetch('/__mock/favourites', {
      method: 'POST',
      headers: { token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ count: 999 }),
    });
    return (await response.json()).value.count;
  });
  console.info(`demo now has ${filled} favourites; opening /favorite ...`);
  await page.goto(`${url}/favorite?lang=en`);
  await page.getByText('999 games').waitFor({ timeout: 30_000 });
  await page.waitForTimeout(1500);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  // Two passes: the first meets every tile for the first time, the second scrolls the same list again.
  for (const pass of ['first pass', 'second pass']) {
    await measure(page, cdp, pass, filled);
  }
} finally {
  await browser.close();
  stop();
}
