import { useCallback, useRef, useState } from 'react';

/**
 * Calls `near` once `element` comes within `margin` of the viewport (a screen by default; at once without
 * IntersectionObserver); returns a cancel. What a page draws or loads only when the person is about to see it (a
 * carousel's code, the footer's pictures: issue 33).
 */
export function whenNear(element: Element, near: () => void, margin = '100% 0px'): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    near();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      near();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Whether the element given to the returned ref has come within `margin` of the viewport (see `whenNear`); true from
 * the start when `eager`. A long page draws its far parts when the person is about to see them, not all at its load
 * (the lobby's vendor blocks, issue 33).
 */
export function useNear<T extends Element>(eager = false, margin?: string): [(element: T | null) => void, boolean] {
  const [near, setNear] = useState(eager);
  const cancel = useRef<(() => void) | undefined>(undefined);
  const ref = useCallback(
    (element: T | null) => {
      cancel.current?.();
      cancel.current = element && !near ? whenNear(element, () => setNear(true), margin) : undefined;
    },
    [near, margin],
  );
  return [ref, near];
}
