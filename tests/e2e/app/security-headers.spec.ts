import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, request, test, type Browser } from '@playwright/test';
import { preview, type PreviewServer } from 'vite';
import { freePort } from '../../../scripts/free-port.mjs';
import { chromiumArgs, findChromium } from '../../support/chromium';
import { ensureProductionBuild } from '../../support/production-build';

/**
 * Issue 28: the headers ship with the build. The production build (mocks off, its own build: the journeys'
 * build is the demo one) behind `vite preview`, which sends the `_headers` the build wrote: another origin
 * (another 127.0.0.1 port) cannot frame the site, and a CSP violation reaches the report endpoint, where
 * the preview server records it (scripts/security-headers.ts). E2E_PROD_DIST=<folder> reuses a build.
 * The preview answers over https with a throw-away certificate (openssl): Chromium reads a response's
 * Reporting-Endpoints only from a secure one, as a deployed site's.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const reuse = process.env.E2E_PROD_DIST;
const outDir = reuse ?? `node_modules/.e2e/prod-${process.pid}`;
let site = '';
let server: PreviewServer | undefined;
let certificates = '';
let framer: Server | undefined;
let framerOrigin = '';
let browser: Browser | undefined;

/** The preview's answers, its throw-away certificate accepted. */
async function get(path: string): Promise<Response> {
  const context = await request.newContext({ ignoreHTTPSErrors: true });
  const answer = await context.get(`${site}${path}`);
  const response = new Response(answer.status() === 204 ? null : new Uint8Array(await answer.body()), { status: answer.status(), headers: answer.headers() });
  await context.dispose();
  return response;
}

test.beforeAll(async ({ browserName }, testInfo) => {
  // A cap, not a wait: the production build made here also renders the first screen in each language (ADR 0022),
  // over a minute on two busy cores.
  testInfo.setTimeout(300_000);
  void browserName;
  ensureProductionBuild(outDir);
  certificates = mkdtempSync(join(tmpdir(), 'preview-tls-'));
  const [key, cert] = [join(certificates, 'key.pem'), join(certificates, 'cert.pem')];
  const tls = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-keyout', key, '-out', cert, '-subj', '/CN=127.0.0.1']);
  if (tls.status !== 0) throw new Error(`openssl could not make a certificate: ${tls.stderr.toString()}`);
  const port = await freePort();
  server = await preview({
    logLevel: 'error',
    build: { outDir },
    preview: { port, strictPort: true, https: { key: readFileSync(key), cert: readFileSync(cert) } },
  });
  site = `https://127.0.0.1:${port}`;
  // Another origin: a page that frames the site, and an image the site's policy does not allow.
  framer = createServer((req, res) => {
    if (req.url === '/pixel.svg') {
      res.setHeader('Content-Type', 'image/svg+xml');
      res.end('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
      return;
    }
    res.setHeader('Content-Type', 'text/html');
    res.end(`<!doctype html><title>framer</title><iframe src="${site}/?lang=en" width="800" height="600"></iframe>`);
  });
  const framerPort = await freePort();
  await new Promise<void>((resolve) => framer?.listen(framerPort, '127.0.0.1', resolve));
  framerOrigin = `http://127.0.0.1:${framerPort}`;
  // Reports of the Reporting API leave at once instead of in a minute's batch.
  browser = await chromium.launch({ executablePath: findChromium(), args: [...chromiumArgs, '--short-reporting-delay', '--ignore-certificate-errors'] });
});

test.afterAll(async () => {
  await browser?.close();
  framer?.close();
  await server?.close();
  rmSync(certificates, { recursive: true, force: true });
  if (!reuse) {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(`${outDir}.manifest.json`, { force: true });
  }
});

test('the production build sends its headers on every answer and serves no deploy file or manifest', async () => {
  const page = await get('/member/wallet');
  const csp = page.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toMatch(/trusted-types dompurify html site-worker(;|$)/);
  const asset = (await (await get('/')).text()).match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  for (const answer of [page, await get(asset ?? '')]) {
    expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(answer.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(answer.headers.get('reporting-endpoints')).toBe('csp-endpoint="/csp-report"');
  }
  for (const hidden of ['/_headers', '/nginx.conf', '/.vite/manifest.json']) expect((await get(hidden)).status, hidden).toBe(404);
});

test('another origin cannot frame the site', async () => {
  const page = await browser!.newPage();
  await page.goto(framerOrigin);
  const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
  // Chromium replaces a frame refused by frame-ancestors with its error page: the site never runs inside.
  await expect.poll(() => frame?.url()).toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe').getByRole('main')).toHaveCount(0);
  await page.close();
});

test('a violation of the policy reaches its report endpoint', async () => {
  const page = await browser!.newPage();
  await page.goto(`${site}/?lang=en`);
  await expect(page.getByRole('main')).toBeVisible();
  // Another origin, over https as the page is (Chromium upgrades a plain-http image of an https page).
  const blocked = `${framerOrigin.replace('http:', 'https:')}/pixel.svg`;
  await page.evaluate((src) => {
    const image = new Image();
    image.src = src;
    document.body.append(image);
  }, blocked);
  const reported = async () => {
    const reports = (await (await get('/csp-report')).json()) as Array<Record<string, Record<string, string>>>;
    return reports.map((report) => report.body?.blockedURL ?? report['csp-report']?.['blocked-uri'] ?? '');
  };
  await expect.poll(reported, { timeout: 30_000 }).toContain(blocked);
  await page.close();
});
