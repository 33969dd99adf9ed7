// What the bench sections in scripts/bench/ share: Chromium, free ports, servers they start, printing.
// Plain JavaScript (no .ts imports), so a section also runs on its own with `node scripts/bench/<section>.mjs`.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { freePort } from '../free-port.mjs';

export { freePort };

/** The flags of tests/support/chromium.ts: off the network, quiet. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

export function launchChromium() {
  const executablePath = [process.env.CHROMIUM_PATH, process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
    (path) => !!path && existsSync(path),
  );
  if (!executablePath) throw new Error('No Chromium found: install it (apt-get install chromium) or set CHROMIUM_PATH.');
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

export const machineLoad = () => `${loadavg()[0].toFixed(2)} / ${availableParallelism()}`;

export const median = (values) => {
  const sorted = [...values].filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
export const seconds = (value) => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : 'n/a');

export function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => String(row[i] ?? '').length)));
  for (const row of rows) console.info(`  ${row.map((cell, i) => String(cell ?? '').padEnd(widths[i])).join('  ')}`);
}

/** Waits until `url` answers with any status (a server starting up). */
export async function waitForServer(url, tries = 300) {
  for (let i = 0; i < tries; i += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${url} did not answer`);
}

/** `npm <args>` in its own process group, stopped with the group (vite and what it spawned). */
export function spawnGroup(args, env = process.env) {
  const child = spawn('npm', args, { stdio: 'ignore', detached: true, env });
  return {
    child,
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

/**
 * Collects the page's long tasks (> 50 ms) from now on, through a buffered PerformanceObserver installed before
 * any script of the page runs: `page.evaluate(() => window.__longTasks)` reads them.
 */
export async function recordLongTasks(context) {
  await context.addInitScript(() => {
    window.__longTasks = [];
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      // no long-task timing in this browser
    }
  });
}
