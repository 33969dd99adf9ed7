// Whose work the blocking time is (issue 33): `BENCH_ONLY=tasks npm run bench`. PRINTS and asserts nothing.
//
// Lighthouse's TBT replays the observed trace with the CPU four times slower: every main-thread task longer than
// 12.5 ms after the first contentful paint adds 4 x its length - 50 ms. Its report says how long the tasks were, not
// what ran in them. This section loads each page (the same production build on Prism as the page-load section, built
// with source maps) in a Chromium tab at 412 px, unthrottled, traces it with the JS sampler on, and prints for every
// task of at least BENCH_TASK_MIN ms (default 12) after the first paint:
//   - where the page's own code was on the stack (the innermost frame in src/ or mocks/, through the source maps),
//   - which packages' code ran (the frame that was running),
//   - React's phase (render, commit, passive effects) and the browser's own work (style, layout, paint),
// then the task count and the sum of (4 x length - 50 ms) per run, the median over BENCH_TASK_RUNS runs (default 3),
// and the same sum on the main thread's own time (the trace's `tdur`), which the machine's other processes do not
// lengthen: the figure to compare across runs on a busy machine.
// The run printed in full is the median one. Timings swing with the machine's load (printed): compare shapes and
// sums of runs made back to back, not single tasks.
import { existsSync, readFileSync } from 'node:fs';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { launchChromium, machineLoad, median } from './support.mjs';

const RUNS = Math.max(1, Number(process.env.BENCH_TASK_RUNS ?? 3));
const MIN_MS = Number(process.env.BENCH_TASK_MIN ?? 12);
const WAIT_MS = Number(process.env.BENCH_TASK_WAIT ?? 6000);
const TOP = 4;
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
  'toplevel',
  'blink.user_timing',
];
const NATIVE = new Set(['Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint', 'ParseHTML', 'Commit', 'MajorGC', 'MinorGC']);
/** React's phases, by the functions of react-dom's production build on the stack (outermost match wins). */
const PHASES = [
  [/^(flushPassiveEffects\w*|commitPassive\w*)$/, 'effects'],
  [/^(commitRoot\w*|commitMutation\w*|commitLayout\w*|commitBeforeMutation\w*)$/, 'commit'],
  [/^(performUnitOfWork|beginWork|completeUnitOfWork|renderRoot\w*|workLoop\w*)$/, 'render'],
];

/** Maps a sampled frame of the build to its source file, line and function name. */
function sourceMapper(outDir) {
  const maps = new Map();
  const cache = new Map();
  return (frame) => {
    const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}:${frame.functionName}`;
    if (cache.has(key)) return cache.get(key);
    const file = /\/assets\/([^/?]+\.js)/.exec(frame.url ?? '')?.[1];
    let place = { source: frame.url ? frame.url.replace(/^.*\//, '') : '', name: frame.functionName || '(anonymous)' };
    if (file) {
      const path = `${outDir}/assets/${file}`;
      if (!maps.has(path)) maps.set(path, existsSync(`${path}.map`) ? new TraceMap(JSON.parse(readFileSync(`${path}.map`, 'utf8'))) : null);
      const map = maps.get(path);
      if (map) {
        const original = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
        const source = (original.source ?? file).replace(/^.*?(?=(src|mocks|generated|locales|node_modules)\/)/, '');
        place = { source: `${source}:${original.line}`, name: original.name || frame.functionName || '(anonymous)' };
      } else place = { source: file, name: frame.functionName || '(anonymous)' };
    }
    cache.set(key, place);
    return place;
  };
}

/** One traced load: the page's main-thread tasks after its first paint, each with what ran in it. */
async function tracedLoad(browser, url, page, outDir) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const tab = await context.newPage();
  try {
    if (page.session) {
      await tab.goto(`${url}/favicon.svg`);
      await tab.evaluate((value) => sessionStorage.setItem('session', value), JSON.stringify(page.session));
    }
    await browser.startTracing(tab, { categories: CATEGORIES });
    await tab.goto(`${url}${page.path}`);
    await tab.waitForTimeout(WAIT_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    return tasksOf(trace, sourceMapper(outDir), `${url}${page.path}`);
  } finally {
    await context.close();
  }
}

function tasksOf(events, where, address) {
  // The page's own navigation (not the tab's first page, nor the one that put a session in place): its thread is the
  // page's main thread, its first contentful paint after it starts the count.
  const navigation = events.filter((event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL === address).at(-1);
  if (!navigation)
    throw new Error(
      `no navigation to ${address} in the trace: ${events
        .filter((event) => event.name === 'navigationStart')
        .map((event) => event.args?.data?.documentLoaderURL)
        .join(', ')}`,
    );
  const pid = String(navigation.pid);
  const tid = String(navigation.tid);
  const onMain = events.filter((event) => String(event.pid) === pid && String(event.tid) === tid);
  const start = navigation.ts;
  const paint = events.find((event) => event.name === 'firstContentfulPaint' && String(event.pid) === pid && event.ts > start);
  const after = paint?.ts ?? start;
  // The sampler's chunks: a node tree per profile, the samples in order with their time deltas.
  const nodes = new Map();
  const parents = new Map();
  const samples = [];
  const profiles = new Map();
  for (const event of onMain) if (event.name === 'Profile') profiles.set(event.id, event.args.data.startTime);
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || String(event.pid) !== pid || !profiles.has(event.id)) continue;
    const profile = event.args.data.cpuProfile ?? {};
    for (const node of profile.nodes ?? []) {
      nodes.set(`${event.id}:${node.id}`, node.callFrame);
      if (node.parent) parents.set(`${event.id}:${node.id}`, `${event.id}:${node.parent}`);
    }
    let time = profiles.get(event.id);
    const deltas = event.args.data.timeDeltas ?? [];
    (profile.samples ?? []).forEach((id, index) => {
      time += deltas[index];
      samples.push({ node: `${event.id}:${id}`, time });
    });
    profiles.set(event.id, time);
  }
  samples.sort((a, b) => a.time - b.time);
  const stackOf = (node) => {
    const stack = [];
    for (let id = node; id != null && nodes.has(id); id = parents.get(id)) stack.push(where(nodes.get(id)));
    return stack;
  };
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  const tasks = onMain
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.ts >= after && event.dur >= MIN_MS * 1000)
    .map((task) => {
      const end = task.ts + task.dur;
      const own = new Map();
      const packages = new Map();
      const phases = new Map();
      const native = new Map();
      for (const event of onMain)
        if (event.ph === 'X' && NATIVE.has(event.name) && event.ts >= task.ts && event.ts < end) add(native, event.name, event.dur / 1000);
      samples.forEach((sample, index) => {
        if (sample.time < task.ts || sample.time >= end) return;
        const ms = ((samples[index + 1]?.time ?? sample.time) - sample.time) / 1000;
        const stack = stackOf(sample.node);
        if (!stack.length || stack[0].name === '(idle)') return;
        const app = stack.find((frame) => /^(src|mocks)\//.test(frame.source));
        if (app) add(own, `${app.name} ${app.source}`, ms);
        add(packages, /node_modules\/((@[^/]+\/)?[^/]+)/.exec(stack[0].source)?.[1] ?? (stack[0].source.split(':')[0] || stack[0].name), ms);
        const phase = PHASES.find(([pattern]) => stack.some((frame) => pattern.test(frame.name)))?.[1];
        if (phase) add(phases, phase, ms);
      });
      return { at: (task.ts - start) / 1000, ms: task.dur / 1000, cpu: (task.tdur ?? task.dur) / 1000, own, packages, phases, native };
    });
  // The same sum on the thread's own time (`tdur`): a task's wall time also counts the moments the system gave the
  // core to another process (this machine's two cores are shared with the servers, the browser's other processes and
  // whatever else runs), the thread time does not. Over every task after the first paint, not only the listed ones.
  const cpuBlocking = onMain
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.ts >= after)
    .reduce((sum, task) => sum + Math.max(0, (4 * (task.tdur ?? task.dur)) / 1000 - 50), 0);
  return { tasks, blocking: tasks.reduce((sum, task) => sum + Math.max(0, 4 * task.ms - 50), 0), cpuBlocking };
}

const top = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .filter(([, ms]) => ms >= 0.5)
    .map(([key, ms]) => `${Math.round(ms)} ${key}`)
    .join(' | ') || '-';

/** BENCH_ONLY=tasks: `pages` as the page-load section lists them, on a server of a build with source maps. */
export async function longTasks({ url, outDir, pages }) {
  if (!existsSync(`${outDir}/index.html`)) throw new Error(`no build in ${outDir}`);
  const browser = await launchChromium();
  try {
    console.info(`\nLong tasks after the first paint (>= ${MIN_MS} ms, 412 px, unthrottled, ${RUNS} run(s) a page; load / cores ${machineLoad()})`);
    for (const page of pages) {
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) runs.push(await tracedLoad(browser, url, page, outDir));
      const middle = median(runs.map((run) => run.blocking));
      const shown = runs.reduce((best, run) => (Math.abs(run.blocking - middle) < Math.abs(best.blocking - middle) ? run : best));
      console.info(
        `\n  ${page.name} (${page.path}): sum of (4 x length - 50) ${runs.map((run) => Math.round(run.blocking)).join(' / ')} ms, tasks ${runs.map((run) => run.tasks.length).join(' / ')}; on the thread's own time ${runs.map((run) => Math.round(run.cpuBlocking)).join(' / ')} ms (median ${Math.round(median(runs.map((run) => run.cpuBlocking)))})`,
      );
      for (const task of shown.tasks) {
        console.info(
          `    at ${Math.round(task.at)} ms, ${task.ms.toFixed(1)} ms (${task.cpu.toFixed(1)} on the thread): ${top(task.phases)}; browser: ${top(task.native)}`,
        );
        console.info(`      ours: ${top(task.own)}`);
        console.info(`      running: ${top(task.packages)}`);
      }
    }
  } finally {
    await browser.close();
  }
}
