import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { QUIET_AT_MOST_MS, QUIET_MS, whenPageQuiet } from '@/lib/when-quiet';

/** A page: its load event, and the entries its performance observers are told of. */
function stubPage(readyState: DocumentReadyState) {
  const loadListeners = new Set<() => void>();
  const observers = new Set<() => void>();
  const observed: string[] = [];
  vi.stubGlobal('document', { readyState });
  vi.stubGlobal('window', {
    addEventListener: (type: string, listener: () => void) => type === 'load' && loadListeners.add(listener),
    removeEventListener: (type: string, listener: () => void) => type === 'load' && loadListeners.delete(listener),
  });
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['resource', 'longtask', 'paint'];
      constructor(private readonly notify: () => void) {}
      observe({ type }: { type: string }) {
        observed.push(type);
        observers.add(this.notify);
      }
      disconnect() {
        observers.delete(this.notify);
      }
    },
  );
  return {
    observed,
    load: () => [...loadListeners].forEach((listener) => listener()),
    /** A resource finished loading, or a long task ran. */
    entry: () => [...observers].forEach((notify) => notify()),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('waits for the load event, then for a quiet moment', () => {
  const page = stubPage('interactive');
  const callback = vi.fn();
  whenPageQuiet(callback);
  vi.advanceTimersByTime(QUIET_AT_MOST_MS * 2);
  expect(callback).not.toHaveBeenCalled();
  page.load();
  vi.advanceTimersByTime(QUIET_MS - 1);
  expect(callback).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(callback).toHaveBeenCalledTimes(1);
  expect(page.observed).toEqual(['resource', 'longtask']);
});

it('starts counting at once on a page already loaded', () => {
  stubPage('complete');
  const callback = vi.fn();
  whenPageQuiet(callback);
  vi.advanceTimersByTime(QUIET_MS);
  expect(callback).toHaveBeenCalledTimes(1);
});

it('counts again from each resource or long task', () => {
  const page = stubPage('complete');
  const callback = vi.fn();
  whenPageQuiet(callback);
  vi.advanceTimersByTime(QUIET_MS - 100);
  page.entry();
  vi.advanceTimersByTime(QUIET_MS - 1);
  expect(callback).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(callback).toHaveBeenCalledTimes(1);
  // Once run, it runs no more, whatever the page loads after.
  page.entry();
  vi.advanceTimersByTime(QUIET_AT_MOST_MS);
  expect(callback).toHaveBeenCalledTimes(1);
});

it('runs at the latest QUIET_AT_MOST_MS after the load event on a page that never goes quiet', () => {
  const page = stubPage('complete');
  const callback = vi.fn();
  whenPageQuiet(callback);
  for (let waited = 0; waited < QUIET_AT_MOST_MS - 500; waited += 500) {
    vi.advanceTimersByTime(500);
    page.entry();
  }
  expect(callback).not.toHaveBeenCalled();
  vi.advanceTimersByTime(500);
  expect(callback).toHaveBeenCalledTimes(1);
});

it('never runs once cancelled', () => {
  const page = stubPage('loading');
  const callback = vi.fn();
  const cancel = whenPageQuiet(callback);
  cancel();
  page.load();
  vi.advanceTimersByTime(QUIET_AT_MOST_MS);
  expect(callback).not.toHaveBeenCalled();
});
