import { OVERRIDE_PARAM, parseOverrides, serialiseOverrides, withOverride, withoutOverride, type Override } from './vocabulary';

/**
 * The overrides in force, in memory and in sessionStorage (so they survive a
 * reload in the tab, like the scenario). A logout clears sessionStorage
 * (SPEC 4); the overrides are written back before the page goes away, so a
 * logout does not drop them either.
 */
const KEY = 'mock-overrides';
type Listener = () => void;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

let current: Override[] = parseOverrides(storage()?.getItem(KEY)).overrides;
const listeners = new Set<Listener>();

function persist() {
  const value = serialiseOverrides(current);
  if (value === '') storage()?.removeItem(KEY);
  else storage()?.setItem(KEY, value);
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', persist);

export function currentOverrides(): readonly Override[] {
  return current;
}

export function overrideOf(operationId: string): Override | undefined {
  return current.find((override) => override.operationId === operationId);
}

export function setOverrides(next: readonly Override[]): void {
  current = [...next];
  persist();
  for (const listener of listeners) listener();
}

export function setOverride(override: Override): void {
  setOverrides(withOverride(current, override));
}

export function clearOverride(operationId: string): void {
  setOverrides(withoutOverride(current, operationId));
}

export function subscribeOverrides(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * `?mock=` on arrival replaces the tab's overrides (a shared link reproduces
 * exactly its state; `?mock=` empty clears them). Returns the words it did not understand.
 */
export function overridesFromUrl(search: string): { found: boolean; rejected: string[] } {
  const params = new URLSearchParams(search);
  if (!params.has(OVERRIDE_PARAM)) return { found: false, rejected: [] };
  const { overrides, rejected } = parseOverrides(params.get(OVERRIDE_PARAM));
  setOverrides(overrides);
  return { found: true, rejected };
}
