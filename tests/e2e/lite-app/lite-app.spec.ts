import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { preview, type PreviewServer } from 'vite';
import { PRISM_FILE, prismProxy } from '../../../scripts/dev-prism.mjs';
import { freePort } from '../../../scripts/free-port.mjs';
import { chromiumArgs, findChromium } from '../../support/chromium';
import { ensureProductionBuild } from '../../support/production-build';

/**
 * Issue 29, the lite app on the production build (no mocks: its service worker is the site's own) against
 * Prism serving the contract, behind `vite preview` with the build's security headers. The manifest and
 * its icons load, the worker takes control, the lobby reloads offline into the offline page in Burmese and
 * comes back by itself, and a new version served over the old one is offered without a reload.
 * E2E_PROD_DIST=<folder> reuses a production build (it is copied: this journey changes its copy's worker).
 */
// Ceilings for a production build and Prism starting on two busy cores (a passing run waits for states only).
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const reuse = process.env.E2E_PROD_DIST;
const outDir = reuse ?? `node_modules/.e2e/prod-lite-${process.pid}`;
let served = '';
let site = '';
let prism: ChildProcess | undefined;
let server: PreviewServer | undefined;
/** The preview of the served folder on the site's port (started again to serve a new build). */
let serve: () => Promise<PreviewServer>;
let browser: Browser | undefined;
let context: BrowserContext | undefined;

/** Every address in the page's caches. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

/** The build's files the page loaded that no cache holds yet (the worker caches them once it has the page). */
async function uncached(page: Page): Promise<string[]> {
  const cached = new Set((await cachedUrls(page)).map((url) => url.split('?')[0]));
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  return loaded.filter((url) => url.startsWith(`${site}/assets/`) && !cached.has(url));
}

async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Prism on a free port, answering. Once in a clean-clone CI run the first Prism never answered (and the retry
 * passed): a Prism that has not answered within a minute, or has exited, is stopped and started once more on
 * another port; its error output goes to the test's log.
 */
async function startPrism(): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const prismPort = await freePort();
    // One process (no cluster fork) and without the test runner's NODE_OPTIONS: in one full run Prism's fork step
    // failed twice with "Cannot read properties of undefined (reading 'isPrimary')" and exited.
    const { NODE_OPTIONS: _runnerOptions, ...env } = process.env;
    const child = spawn(
      'node_modules/.bin/prism',
      ['mock', PRISM_FILE, '--host', '127.0.0.1', '--port', String(prismPort), '--dynamic=false', '--multiprocess=false'],
      { stdio: ['ignore', 'ignore', 'inherit'], detached: true, env },
    );
    prism = child;
    const target = `http://127.0.0.1:${prismPort}`;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && child.exitCode === null) {
      if (await reachable(target)) return target;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    if (attempt === 2) throw new Error(`Prism did not answer on ${target} (exit code ${child.exitCode})`);
  }
}

test.beforeAll(async ({ browserName }, testInfo) => {
  // A cap, not a wait: the production build (when no other journey made it yet) renders each language's first screen.
  testInfo.setTimeout(300_000);
  void browserName;
  ensureProductionBuild(outDir);
  served = mkdtempSync(join(tmpdir(), 'lite-app-'));
  cpSync(outDir, served, { recursive: true });
  const target = await startPrism();
  const port = await freePort();
  serve = () => preview({ logLevel: 'error', build: { outDir: served }, preview: { port, strictPort: true, proxy: prismProxy(target) } });
  server = await serve();
  site = `http://127.0.0.1:${port}`;
  browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  // A phone: the lite app's home.
  context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
});

test.afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
  if (prism?.pid) {
    try {
      process.kill(-prism.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  rmSync(served, { recursive: true, force: true });
  if (!reuse) {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(`${outDir}.manifest.json`, { force: true });
  }
});

test('the manifest names its icons, each loads, and the page links it with the iOS tags', async () => {
  const page = await context!.newPage();
  await page.goto(`${site}/`);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
  const manifest = (await (await page.request.get(`${site}${href}`)).json()) as {
    name: string;
    display: string;
    start_url: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
    shortcuts: Array<{ url: string }>;
  };
  expect(manifest).toMatchObject({ name: 'Royal Lobby', display: 'standalone', start_url: '/' });
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/member/deposit', '/favorite']);
  for (const src of [...manifest.icons.map((icon) => icon.src), '/icons/apple-touch-icon.png']) {
    const answer = await page.request.get(`${site}${src}`);
    expect(answer.status(), src).toBe(200);
    expect(answer.headers()['content-type'], src).toBe('image/png');
    // It decodes as an image of its declared size.
    const size = await page.evaluate(async (url) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      return `${image.naturalWidth}x${image.naturalHeight}`;
    }, src);
    if (src.includes('512')) expect(size).toBe('512x512');
  }
  await page.close();
});

test('the worker takes control, and the lobby reloads offline into the offline page in Burmese and comes back', async () => {
  const page = await context!.newPage();
  await page.goto(`${site}/?lang=my`);
  await expect(page.getByRole('main')).toBeVisible();
  // The first worker takes over the page it was installed from (clientsClaim).
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 }).toBe(`${site}/sw.js`);
  // Every file the lobby loaded is in a cache (precached, or put there when the worker took the page over).
  await expect.poll(() => uncached(page), { timeout: 30_000 }).toEqual([]);
  // The session token is never in a cache: nothing of the API is.
  const cached = await cachedUrls(page);
  // Precache keys carry their revision (`index.html?__WB_REVISION__=…`).
  expect(cached.some((url) => new URL(url).pathname === '/index.html')).toBe(true);
  expect(cached.filter((url) => /\/(wps|lgw)\//.test(url))).toEqual([]);

  await context!.setOffline(true);
  const answer = await page.reload();
  expect(answer?.fromServiceWorker()).toBe(true);
  const offline = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'သင် အော့ဖ်လိုင်း ဖြစ်နေပါသည်' }) });
  await expect(offline).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'my');

  await context!.setOffline(false);
  await expect(offline).toHaveCount(0);
  // The lobby, without a click: its calls were waiting for the network.
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.close();
});

test('a new version served over the old one is offered, and nothing reloads until the player says so', async () => {
  const page = await context!.newPage();
  // A page without the lobby's announcement popups (the prompt waits while a dialog is open).
  await page.goto(`${site}/app-download?lang=en`);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 }).toBe(`${site}/sw.js`);
  // The first version is whole before the deploy: its worker (registered once the page is quiet, issue 33) has cached
  // what the page loaded.
  await expect.poll(() => uncached(page), { timeout: 30_000 }).toEqual([]);
  // A deploy on the same address: the new build's worker precaches a changed page (its revision differs).
  await server!.close();
  const worker = join(served, 'sw.js');
  const old = readFileSync(worker, 'utf8');
  const next = old.replace(/(url:"index\.html",revision:")[0-9a-f]+"/, '$1new-build"');
  expect(next).not.toBe(old);
  writeFileSync(worker, next);
  // And its compressed copy, which is what the server sends (scripts/precompress.ts): a deploy writes both.
  writeFileSync(`${worker}.gz`, gzipSync(next));
  server = await serve();
  // The player opens the site again: the browser finds the new worker (it checks on every navigation).
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });
  await page.evaluate(() => {
    (window as { stillTheSamePage?: boolean }).stillTheSamePage = true;
  });
  const prompt = page.getByRole('complementary', { name: 'A new version is ready' });
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  expect(navigations).toBe(0);
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

  await prompt.getByRole('button', { name: 'Update' }).click();
  await page.waitForEvent('framenavigated');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(prompt).toHaveCount(0);
  // The new version is the one in control: nothing waits any more.
  await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
  await page.close();
});
