import { useSyncExternalStore } from 'react';
import { liveData } from '@/api/connection';

/** SPEC 9: the game card counter ticks every 3 s, while there is live data. One shared timer for every card on screen. */
export const CARD_COUNTER_TICK_MS = 3000;

let tick = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    // Without live data the cards' figures would be invented: they stand still, as the lobby's jackpot does (ADR 0026).
    if (!liveData()) return;
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
