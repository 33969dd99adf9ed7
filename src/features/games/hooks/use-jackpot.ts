import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { liveData } from '@/api/connection';
import { useHydrated } from '@/lib/use-hydrated';
import { HOME_JACKPOT, initialJackpot, nextJackpot, nextTickDelay, type JackpotConfig } from '../logic/jackpot';

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

/** SPEC 3: local storage holds the jackpot value, so the counter continues across visits. */
const STORAGE_KEY = 'jackpot';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: number): void {
  try {
    localStorage.setItem(key, value.toFixed(2));
  } catch {
    // private mode: the counter restarts on the next visit
  }
}

/** The running jackpot: a tick every 3, 4 or 5 s, each value saved; it stands still while `paused` (no live data). */
export function useJackpot(config: JackpotConfig = HOME_JACKPOT, storageKey: string = STORAGE_KEY, paused = false): number {
  const [value, setValue] = useState(() => initialJackpot(read(storageKey), config, Math.random));
  const current = useRef(value);

  useEffect(() => {
    write(storageKey, current.current);
    if (paused) return undefined;
    let timer: number | undefined;
    const schedule = () => {
      timer = window.setTimeout(() => {
        const next = nextJackpot(current.current, config, Math.random);
        current.current = next;
        write(storageKey, next);
        setValue(next);
        schedule();
      }, nextTickDelay(Math.random));
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [config, storageKey, paused]);

  // The first screen's HTML shows the floor (the same in every page); the stored or random value follows at once.
  return useHydrated() ? value : (config.start ?? config.min);
}
