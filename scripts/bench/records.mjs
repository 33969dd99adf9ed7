// Bench section: records at scale (issue 33). On the demo build (mocks on), the betting record (member `demo`) and
// the agent's downlines (`agent1`) are loaded with a small and a large world: 100 and 100,000 betting records, a
// team of 100 and of 10,000 (the mock panel's presets write the same `scale` into the mock database). Prints the
// time to the first rows and the longest task of the load (the mocks answer on the page's main thread, so their
// work is in it). Figures only: nothing asserted.
//
//   node scripts/bench/records.mjs                      this section alone (builds the demo site once)
//   BENCH_DEMO_DIST=/tmp/x-dist node ...                reuse (or make, if missing) a demo build in that folder
//   BENCH_URL=http://127.0.0.1:5173 node ...            a site on mocks already running (e.g. `npm run dev`)
//   BENCH_RECORD_RUNS=3 node ...                        loads per case, median printed (default 3)
import { pathToFileURL } from 'node:url';
import { launchChromium, machineLoad, median, ms, recordLongTasks, table } from './support.mjs';
import { serveDemo } from './serve-demo.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_RECORD_RUNS ?? 3));
const ROW = 'tbody tr:not(.data-table__loading) td + td';

async function logInMember(page, url) {
  await page.goto(`${url}/login?lang=en&redirect=%2Fmember%2Fwallet`);
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('textbox', { name: 'Username' }).fill('demo');
  await login.getByLabel('Password', { exact: true }).fill('Demo@1234');
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/member\/wallet/);
}

const PAGES = [
  {
    name: 'betting record',
    user: 'demo',
    scaleKey: 'betRecords',
    sizes: [100, 100_000],
    // All 90 days, so the answer covers the whole history.
    path: '/member/betting-record?lang=en&from=2000-01-01',
    logIn: logInMember,
  },
  {
    name: 'betting record, default range',
    user: 'demo',
    scaleKey: 'betRecords',
    sizes: [100, 100_000],
    // The page as a member opens it: its default range, which the mocks answer without building the whole history.
    path: '/member/betting-record?lang=en',
    logIn: logInMember,
  },
  {
    name: 'downlines',
    user: 'agent1',
    scaleKey: 'team',
    sizes: [100, 10_000],
    path: '/agentHome/downlines?lang=en',
    logIn: async (page, url) => {
      await page.goto(`${url}/agent?lang=en`);
      const card = page.getByRole('region', { name: 'Agent login' });
      await card.getByLabel('Username', { exact: true }).fill('agent1');
      await card.getByLabel('Password', { exact: true }).fill('Agent@1234');
      await card.getByRole('button', { name: 'Log in as agent' }).click();
      await page.waitForURL(/\/agentHome/);
    },
  },
];

/** The mock database's scale for one user, as the mock panel's preset sets it (read again on the next load). */
async function setScale(page, key, user, size) {
  await page.evaluate(
    ({ key, user, size }) => {
      const state = JSON.parse(localStorage.getItem('mock-db') ?? '{}');
      state.scale = { ...state.scale, [key]: { ...state.scale?.[key], [user]: size } };
      localStorage.setItem('mock-db', JSON.stringify(state));
    },
    { key, user, size },
  );
}

async function loadOnce(page, url, path) {
  await page.goto(`${url}${path}`, { waitUntil: 'commit' });
  const rows = await page
    .waitForFunction((selector) => (document.querySelector(selector) ? performance.now() : false), ROW, { timeout: 120_000, polling: 50 })
    .then((handle) => handle.jsonValue());
  // What the load still runs right after the rows (the rest of its calls) belongs to it too.
  await page.waitForTimeout(1000);
  const tasks = await page.evaluate(() => window.__longTasks);
  return { rows, longest: Math.max(0, ...tasks.map((task) => task.duration)), blocking: tasks.reduce((sum, task) => sum + task.duration - 50, 0) };
}

export async function recordsAtScale() {
  console.info("\nRecords at scale: the demo build on mocks, desktop viewport; time to the first rows and the load's longest task");
  const { url, stop } = await serveDemo();
  const browser = await launchChromium();
  const results = [];
  try {
    for (const spec of PAGES) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
      await recordLongTasks(context);
      const page = await context.newPage();
      await page.addLocatorHandler(page.getByRole('dialog', { name: 'Announcements' }), async (dialog) => {
        await dialog.getByRole('button', { name: 'Close' }).first().click();
      });
      await spec.logIn(page, url);
      for (const size of spec.sizes) {
        await setScale(page, spec.scaleKey, spec.user, size);
        const runs = [];
        for (let run = 1; run <= RUNS; run += 1) {
          process.stdout.write(`  ${spec.name} at ${size.toLocaleString('en')} run ${run}/${RUNS} ...\r`);
          runs.push(await loadOnce(page, url, spec.path));
        }
        results.push({ spec, size, runs });
      }
      await context.close();
    }
  } finally {
    await browser.close();
    stop();
  }
  console.info(`  machine load (1-min average) / cores: ${machineLoad()}; median of ${RUNS} load(s) each`);
  table([
    ['page', 'rows in the world', 'time to rows', 'longest task', 'blocking time (sum over 50 ms)'],
    ...results.map(({ spec, size, runs }) => [
      spec.name,
      size.toLocaleString('en'),
      ms(median(runs.map((run) => run.rows))),
      ms(median(runs.map((run) => run.longest))),
      ms(median(runs.map((run) => run.blocking))),
    ]),
  ]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await recordsAtScale();
