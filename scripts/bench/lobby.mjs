// Bench sections on the lobby of the demo build (issue 33). Figures only: nothing asserted.
// - INP from a scripted interaction on a phone: open the side menu, switch to a category, open a game card;
//   Event Timing entries grouped by interaction, as web-vitals' onINP reads them, give the page's INP (the longest
//   interaction: there are fewer than 50) and each step's longest interaction.
// - The JS heap of the lobby left open (jackpot, carousels, socket): used heap after a garbage collection at the
//   start and every minute for BENCH_HEAP_MINUTES (default 10).
//
//   node scripts/bench/lobby.mjs                        both (the demo build: see serve-demo.mjs)
//   BENCH_HEAP_MINUTES=2 node ...                       a shorter heap run (say so beside its figures)
//   BENCH_INP_RUNS=3 node ...                           interaction runs, median printed (default 3)
import { pathToFileURL } from 'node:url';
import { launchChromium, machineLoad, median, ms, table } from './support.mjs';
import { serveDemo } from './serve-demo.mjs';

const INP_RUNS = Math.max(1, Number(process.env.BENCH_INP_RUNS ?? 3));
const HEAP_MINUTES = Math.max(0, Number(process.env.BENCH_HEAP_MINUTES ?? 10));

/**
 * A fresh phone-sized context whose pages record every interaction's event timing into window.__interactions
 * (interactionId -> longest duration, as web-vitals' onINP reads them: with fewer than 50 interactions, INP is the
 * longest one).
 */
async function phoneContext(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  await context.addInitScript(() => {
    window.__interactions = {};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        window.__interactions[entry.interactionId] = Math.max(window.__interactions[entry.interactionId] ?? 0, entry.duration);
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  });
  return context;
}

const inpSoFar = (page) => page.evaluate(() => Math.max(0, ...Object.values(window.__interactions)));

async function dismissPopups(page) {
  await page.addLocatorHandler(page.getByRole('dialog', { name: 'Announcements' }), async (dialog) => {
    await dialog.getByRole('button', { name: 'Close' }).first().click();
  });
}

async function interactionRun(browser, url) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await dismissPopups(page);
  try {
    await page.goto(`${url}/?lang=en`);
    await page.getByRole('region', { name: 'Hot games', exact: true }).getByRole('article').first().waitFor();
    const steps = [];
    const step = async (name, action) => {
      const before = await page.evaluate(() => Object.keys(window.__interactions).length);
      await action();
      await page.waitForTimeout(500);
      const longest = await page.evaluate(
        (before) =>
          Math.max(
            0,
            ...Object.entries(window.__interactions)
              .slice(before)
              .map(([, duration]) => duration),
          ),
        before,
      );
      steps.push({ name, longest });
    };
    const toggle = page.getByRole('button', { name: 'Side menu' });
    await step('open the side menu', async () => {
      await toggle.click();
      await page.getByRole('complementary', { name: 'Side menu' }).waitFor();
    });
    await step('close it (Escape)', () => page.keyboard.press('Escape'));
    await step('switch to a category (Slots)', async () => {
      await page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Slots', exact: true }).click();
      await page.getByRole('article').first().waitFor();
    });
    await step('open a game card', () => page.getByRole('article').first().click());
    return { inp: await inpSoFar(page), steps };
  } finally {
    await context.close();
  }
}

async function heapRun(browser, url) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await dismissPopups(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const usedHeap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((metric) => metric.name === 'JSHeapUsedSize').value / 1048576;
  };
  try {
    await page.goto(`${url}/?lang=en`);
    await page.getByRole('region', { name: 'Hot games', exact: true }).getByRole('article').first().waitFor();
    await page.waitForTimeout(3000);
    const samples = [{ minute: 0, mb: await usedHeap() }];
    for (let minute = 1; minute <= HEAP_MINUTES; minute += 1) {
      process.stdout.write(`  lobby left open: minute ${minute}/${HEAP_MINUTES} ...\r`);
      await page.waitForTimeout(60_000);
      samples.push({ minute, mb: await usedHeap() });
    }
    const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    return { samples, nodes };
  } finally {
    await context.close();
  }
}

export async function lobbyInteraction() {
  console.info('\nLobby: INP of a scripted interaction on a phone (390 px), the demo build on mocks');
  const { url, stop } = await serveDemo();
  const browser = await launchChromium();
  try {
    const runs = [];
    for (let run = 1; run <= INP_RUNS; run += 1) {
      process.stdout.write(`  interaction run ${run}/${INP_RUNS} ...\r`);
      runs.push(await interactionRun(browser, url));
    }
    console.info(`  machine load (1-min average) / cores: ${machineLoad()}; no CPU throttling`);
    table([
      ['', `median of ${INP_RUNS}`, 'every run', 'goal'],
      ['INP', ms(median(runs.map((run) => run.inp))), runs.map((run) => ms(run.inp)).join(' / '), '<= 200 ms'],
      ...runs[0].steps.map((step, index) => [
        `  ${step.name}`,
        ms(median(runs.map((run) => run.steps[index]?.longest ?? NaN))),
        runs.map((run) => ms(run.steps[index]?.longest ?? NaN)).join(' / '),
        '',
      ]),
    ]);
  } finally {
    await browser.close();
    stop();
  }
}

export async function lobbyHeap() {
  console.info(`\nLobby left open: used JS heap after a garbage collection, every minute for ${HEAP_MINUTES} minute(s) (BENCH_HEAP_MINUTES)`);
  const { url, stop } = await serveDemo();
  const browser = await launchChromium();
  try {
    const { samples, nodes } = await heapRun(browser, url);
    const first = samples[0].mb;
    const last = samples.at(-1).mb;
    console.info(`  machine load (1-min average) / cores: ${machineLoad()}`);
    table([
      ['minute', ...samples.map((sample) => sample.minute)],
      ['heap (MB)', ...samples.map((sample) => sample.mb.toFixed(1))],
    ]);
    console.info(`  growth over the run: ${(last - first).toFixed(1)} MB; DOM nodes at the end: ${nodes}`);
  } finally {
    await browser.close();
    stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await lobbyInteraction();
  await lobbyHeap();
}
