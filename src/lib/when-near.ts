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
