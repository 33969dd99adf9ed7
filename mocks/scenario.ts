/**
 * Run-time scenarios a front-end developer switches without editing code:
 * `?scenario=<name>` on any page (remembered for the tab), the mock panel in
 * the corner, or `setScenario()` in tests.
 */
export const SCENARIOS = ['normal', 'maintenance', 'region-blocked', 'slow', 'server-error', 'offline', 'timeout', 'hostile'] as const;
export type Scenario = (typeof SCENARIOS)[number];

const KEY = 'mock-scenario';
let inMemory: Scenario = 'normal';

function isScenario(value: unknown): value is Scenario {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);
}

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function currentScenario(): Scenario {
  const stored = storage()?.getItem(KEY);
  return isScenario(stored) ? stored : inMemory;
}

export function setScenario(next: Scenario): void {
  inMemory = next;
  storage()?.setItem(KEY, next);
}

/** Reads `?scenario=` from the address bar, if any (browser only). */
export function scenarioFromUrl(search: string): Scenario | null {
  const value = new URLSearchParams(search).get('scenario');
  return isScenario(value) ? value : null;
}

/** How long the `slow` scenario holds every answer. */
export const SLOW_DELAY_MS = 2500;
