import { useDeferredValue, type ReactNode } from 'react';

/**
 * Renders `children` in a second pass that React may interrupt (issue 12): the first render of a page draws what
 * the first screen shows, then what lies below it renders in 5 ms slices the browser can break into (taps,
 * paints), instead of one long task of the whole page. Until then `fallback` (a sized placeholder) holds its place.
 * For sections below the fold; never for what the first screen shows or what a link's #anchor targets.
 */
export function Deferred({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
