import { useSyncExternalStore } from 'react';

// One clock for every reader: a single timer ticks every second (the finest any reader needs: the agent header's
// live clock, SPEC 2, and the salary countdown) while something reads it, and stops when nothing does.

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function tick() {
  now = Date.now();
  for (const notify of listeners) notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    // The first reader after a pause must not see the time the clock stopped at: React re-reads the snapshot
    // after subscribing and renders again when it moved.
    now = Date.now();
    timer = setInterval(tick, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current time in epoch milliseconds, renewed every second. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now);
}
