import { useSyncExternalStore } from 'react';

/** SPEC 9: the game card counter ticks every 3 s. One shared timer for every card on screen. */
export const CARD_COUNTER_TICK_MS = 3000;

let tick = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    tick += 1;
    for (const notify of listeners) notify();
  }, CARD_COUNTER_TICK_MS);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const getTick = () => tick;

/** The number of ticks so far, re-rendering on each one. */
export function useCardTick(): number {
  return useSyncExternalStore(subscribe, getTick, getTick);
}
