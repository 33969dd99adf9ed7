import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * An element's content width, kept current on resize: null until measured, so a caller can leave out what depends
 * on it instead of rendering it twice.
 *
 * With `atMount` (the default) the first measure is in the layout effect, before the first paint: reading the width
 * right after a commit forces the browser to lay the whole page out in that task. Without it (issue 33: an element
 * mounted while its content loads) the first measure is the ResizeObserver's first callback, after the frame's own
 * layout, so no task pays for a layout of its own, and the width is known before the content arrives.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>, { atMount = true }: { atMount?: boolean } = {}): number | null {
  const [width, setWidth] = useState<number | null>(null);
  // Whether to measure at once is decided when the element mounts, not on each render.
  const measureAtMount = useRef(atMount);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    if (measureAtMount.current) measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Where an element starts on the page (for a window-scrolling virtual list): measured at mount, then re-measured
 * whenever the page's layout changes size. (Issue 33: leaving the first measure to the ResizeObserver was tried; the
 * list then rendered again once the real top came, a task of 20-35 ms in the game list's Lighthouse traces, more than
 * the layout this read forces at mount, 2-4 ms in most profiles.)
 */
export function useDocumentTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setTop(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return top;
}
