/**
 * Leading-edge throttle: the first call runs at once, calls within `waitMs`
 * after it are dropped (SPEC 5: captcha refresh, SMS request and favourite
 * toggle at most once per second). `now` is injectable for tests.
 */
export function throttle<Args extends unknown[]>(fn: (...args: Args) => void, waitMs: number, now: () => number = Date.now): (...args: Args) => void {
  let last = Number.NEGATIVE_INFINITY;
  return (...args: Args) => {
    const time = now();
    if (time - last < waitMs) return;
    last = time;
    fn(...args);
  };
}
