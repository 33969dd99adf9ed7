// Bench section: the front-end developer's page load (issue 33). Starts the dev server as the README does
// (`npm run dev`, on a free port, mocks on; bundled dev unless VITE_DEV_BUNDLED=false, ADR 0023), then loads the lobby in a fresh browser context: first once on the
// freshly started server (it transforms every module the page asks for), then BENCH_DEV_RUNS more times on the
// warm server (default 3, the median printed). Prints the requests the page made (by kind), the time to the first
// banner (its image decoded) and the time to settle (no request for BENCH_DEV_QUIET_MS, default 1500).
// Figures only: nothing asserted.
//
//   node scripts/bench/dev-server.mjs                    this section alone
//   BENCH_DEV_URL=http://127.0.0.1:5173 node ...         measure a dev server already running (no cold load)
//   BENCH_DEV_PATH=/?lang=my node ...                    another page or language (default /?lang=en)
import { pathToFileURL } from 'node:url';
import { freePort, launchChromium, machineLoad, median, seconds, spawnGroup, table, waitForServer } from './support.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_DEV_RUNS ?? 3));
const QUIET_MS = Number(process.env.BENCH_DEV_QUIET_MS ?? 1500);
const PATH = process.env.BENCH_DEV_PATH ?? '/?lang=en';
const LIMIT_MS = 120_000;

/** What a request was for, read from its dev-server path. */
function kindOf(url, origin) {
  if (!url.startsWith(origin)) return 'other origin';
  const path = new URL(url).pathname;
  if (path.startsWith('/wps/') || path.startsWith('/lgw/')) return 'API (mocked)';
  if (path.startsWith('/mock-assets/')) return 'images (mocked)';
  if (path.startsWith('/node_modules/.vite/')) return 'pre-bundled deps';
  // Bundled dev (the default): the bundle's chunks, and the ones compiled on first use.
  if (path.startsWith('/assets/') && path.endsWith('.js')) return 'bundled chunks';
  if (path.startsWith('/@vite/lazy')) return 'lazily compiled chunks';
  if (path.startsWith('/src/routes/')) return 'route modules';
  if (path.startsWith('/src/')) return 'other src modules';
  if (path.startsWith('/mocks/')) return 'mock modules';
  if (path.startsWith('/generated/')) return 'generated modules';
  if (path.startsWith('/locales/') || path.startsWith('/@id/__x00__virtual:catalog')) return 'catalogs';
  if (path.startsWith('/@') || path.startsWith('/node_modules/')) return 'vite client, virtual, other deps';
  return 'other (html, css, fonts, sw)';
}

/** One full load of PATH in a fresh context (no cache, no service worker yet). */
async function loadOnce(browser, origin) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 1 });
  const requests = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const done = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };
  let madeInPage = 0;
  context.on('request', (request) => {
    // The mock service worker's own fetches of requests it passes through are counted once, as the page's.
    if (request.serviceWorker()) return;
    // An object URL (`blob:`) is an image the mocks drew in the page (a game's icon): no request leaves the page, so
    // it is counted on its own line, and neither in the requests nor in the settling.
    if (request.url().startsWith('blob:')) {
      madeInPage += 1;
      return;
    }
    requests.push(request.url());
    inFlight += 1;
    lastActivity = Date.now();
  });
  const finished = (request) => {
    if (!request.serviceWorker() && !request.url().startsWith('blob:')) done();
  };
  context.on('requestfinished', finished);
  context.on('requestfailed', finished);
  const page = await context.newPage();
  const started = Date.now();
  try {
    await page.goto(`${origin}${PATH}`, { waitUntil: 'commit', timeout: LIMIT_MS });
    const banner = await page
      .waitForFunction(
        () => {
          const image = document.querySelector('.banners img.banner__image');
          return image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0 ? performance.now() : false;
        },
        null,
        { timeout: LIMIT_MS, polling: 100 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => NaN);
    while (Date.now() - started < LIMIT_MS && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const settled = lastActivity - started;
    const heap = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? NaN).catch(() => NaN);
    const kinds = {};
    for (const url of requests) kinds[kindOf(url, origin)] = (kinds[kindOf(url, origin)] ?? 0) + 1;
    return { requests: requests.length, banner, settled, kinds, heap, madeInPage };
  } finally {
    await context.close();
  }
}

/** The dev server as `npm run dev -- --port <free port>` starts it; BENCH_DEV_URL: one already running. */
async function startDevServer() {
  if (process.env.BENCH_DEV_URL) return { origin: process.env.BENCH_DEV_URL.replace(/\/$/, ''), stop: () => undefined, startup: NaN };
  const port = await freePort();
  const started = Date.now();
  const server = spawnGroup(['run', 'dev', '--', '--port', String(port), '--strictPort']);
  const origin = `http://127.0.0.1:${port}`;
  await waitForServer(`${origin}/`);
  return { origin, stop: server.stop, startup: Date.now() - started };
}

export async function devServerLoad() {
  const mode = process.env.VITE_DEV_BUNDLED === 'false' ? 'module per request (VITE_DEV_BUNDLED=false)' : 'bundled dev';
  console.info(`\nDev server: the lobby (${PATH}) on \`npm run dev\` (${mode}, mocks on), phone viewport, fresh browser context per load`);
  const server = await startDevServer();
  const browser = await launchChromium();
  const loads = [];
  try {
    for (let run = 0; run <= RUNS; run += 1) {
      if (run === 0 && process.env.BENCH_DEV_URL) continue;
      process.stdout.write(`  load ${run}/${RUNS} ...\r`);
      loads.push({ cold: run === 0, ...(await loadOnce(browser, server.origin)) });
    }
  } finally {
    await browser.close();
    server.stop();
  }
  const cold = loads.find((load) => load.cold);
  const warm = loads.filter((load) => !load.cold);
  console.info(`  machine load (1-min average) / cores: ${machineLoad()}; server up in ${seconds(server.startup)}`);
  const kinds = [...new Set(loads.flatMap((load) => Object.keys(load.kinds)))].sort();
  table([
    ['', 'first load (server just started)', `warm server, median of ${warm.length}`, 'goal'],
    ['requests', cold?.requests ?? 'n/a', median(warm.map((load) => load.requests)), '<= 100'],
    ['time to first banner', seconds(cold?.banner), seconds(median(warm.map((load) => load.banner))), '< 5 s'],
    [`time to settle (${QUIET_MS} ms quiet)`, seconds(cold?.settled), seconds(median(warm.map((load) => load.settled))), ''],
    [
      'JS heap used at settle',
      cold ? `${(cold.heap / 1048576).toFixed(1)} MB` : 'n/a',
      `${(median(warm.map((load) => load.heap)) / 1048576).toFixed(1)} MB`,
      '',
    ],
    ...kinds.map((kind) => [`  ${kind}`, cold?.kinds[kind] ?? 0, median(warm.map((load) => load.kinds[kind] ?? 0)), '']),
    ['images the mocks drew in the page (blob:, no request)', cold?.madeInPage ?? 'n/a', median(warm.map((load) => load.madeInPage)), ''],
  ]);
  console.info(
    `  every warm load (requests / banner / settle): ${warm.map((load) => `${load.requests} / ${seconds(load.banner)} / ${seconds(load.settled)}`).join('  |  ')}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await devServerLoad();
