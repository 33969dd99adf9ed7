import { useEffect, useState } from 'react';

/** The longest the page waits for an idle moment (a busy phone still gets its carousel and popups). */
const IDLE_TIMEOUT_MS = 1500;

/**
 * Runs `callback` once the browser is idle after the current frames: after the first screen has been laid
 * out and painted. Browsers without requestIdleCallback (Safari) wait one short timer instead.
 * Returns the cancel function.
 */
export function whenIdle(callback: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 50);
  return () => window.clearTimeout(handle);
}

/**
 * False on the first render, true once the page has been idle (issue 12): work that measures the layout
 * (Swiper taking over the static slides, a dialog moving the focus) waits until the first screen is laid out, so it
 * neither forces that layout early nor adds itself to the first screen's long task. Once true, stays true.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true))), [idle]);
  return idle;
}
