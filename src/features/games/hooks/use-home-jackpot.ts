import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { HOME_JACKPOT, initialJackpot, nextJackpot, nextTickDelay, type JackpotConfig } from '../logic/jackpot';

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
