import { startTransition, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * An element's content width, kept current on resize: null until measured, so a caller can leave out what depends
 * on it instead of rendering it twice.
 *
 * Issue 33 (ADR 0037): the first measure is the ResizeObserver's first callback, after the frame's own layout, so no
 * task forces a layout of its own to read it; and the width goes in as a transition, so what depends on it (a grid of
 * cards) renders in slices between frames, not in the observer's task. A caller shows a placeholder meanwhile. (It
 * used to be read in a layout effect when the list was already loaded: a forced layout and the whole grid rendered
 * synchronously, in the commit's task: 60-75 ms on an emulated phone once the route started the list's call.)
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof ResizeObserver === 'undefined') {
      const measure = () => setWidth(element.clientWidth);
      measure();
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(() => {
      const next = element.clientWidth;
      startTransition(() => setWidth(next));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Where an element starts on the page (for a window-scrolling virtual list), re-measured whenever the page's layout
 * changes size. Issue 33 (ADR 0037): measured by the ResizeObserver, after the frame's own layout, and set in a
 * transition. Read in a layout effect at mount, it forced a layout and rendered the grid again synchronously in the
 * commit's task (15-25 ms on an emulated phone). Null until measured: the list then counts from the page's top, which
 * only puts a few more rows in its first window (the transition takes them out), but must not load its next page.
 */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number | null {
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const read = () => Math.round(element.getBoundingClientRect().top + window.scrollY);
    if (typeof ResizeObserver === 'undefined') {
      setTop(read());
      return;
    }
    const observer = new ResizeObserver(() => {
      const next = read();
      startTransition(() => setTop(next));
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}
