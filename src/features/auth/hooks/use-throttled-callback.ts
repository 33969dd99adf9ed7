import { useRef } from 'react';

/**
 * A leading-edge throttled event handler: the first call runs, calls within
 * `waitMs` after it are dropped (SPEC 5: the SMS button, once a second).
 */
export function useThrottledCallback<Args extends unknown[]>(fn: (...args: Args) => void, waitMs: number): (...args: Args) => void {
  const last = useRef(Number.NEGATIVE_INFINITY);
  return (...args: Args) => {
    const now = Date.now();
    if (now - last.current < waitMs) return;
    last.current = now;
    fn(...args);
  };
}
