import { throttle } from '@/lib/throttle';

/**
 * One leading-edge throttle per key (per game for the favourite toggle), so a
 * fast second click on the same heart is dropped while another game's heart
 * still answers at once.
 */
export function keyedThrottle(waitMs: number, now: () => number = Date.now): (key: string, run: () => void) => void {
  const throttles = new Map<string, (run: () => void) => void>();
  return (key, run) => {
    let throttled = throttles.get(key);
    if (!throttled) {
      throttled = throttle((task: () => void) => task(), waitMs, now);
      throttles.set(key, throttled);
    }
    throttled(run);
  };
}
