/** How long the page must load nothing and run no long task to count as quiet. */
export const QUIET_MS = 2000;
/** The longest the page waits for quiet after its load event: a page that keeps loading still gets the work. */
export const QUIET_AT_MOST_MS = 10_000;

/**
 * Runs `callback` once the page has settled (issue 33): after its load event, when for `QUIET_MS` no resource has
 * finished loading (a chunk, a call, an image) and no task of 50 ms or more has run; at the latest `QUIET_AT_MOST_MS`
 * after the load event. For work the page does not need in its first seconds but that would compete with them for a
 * phone's cores and network: the service worker's install fetching and caching the build (ADR 0036, session 19).
 * Returns the cancel function.
 */
export function whenPageQuiet(callback: () => void): () => void {
  let over = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let cap: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  const stop = () => {
    over = true;
    window.removeEventListener('load', begin);
    clearTimeout(quiet);
    clearTimeout(cap);
    observer?.disconnect();
  };
  const finish = () => {
    if (over) return;
    stop();
    callback();
  };
  const wait = () => {
    clearTimeout(quiet);
    quiet = setTimeout(finish, QUIET_MS);
  };
  function begin() {
    if (over) return;
    cap = setTimeout(finish, QUIET_AT_MOST_MS);
    wait();
    if (typeof PerformanceObserver === 'undefined') return;
    observer = new PerformanceObserver(wait);
    for (const type of ['resource', 'longtask']) if (PerformanceObserver.supportedEntryTypes?.includes(type)) observer.observe({ type });
  }
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
  return stop;
}
