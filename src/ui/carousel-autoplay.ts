/**
 * What the autoplay drives: Swiper (./swiper-carousel.tsx) or the scroll-snap track (./carousel-track.ts).
 * `element` is where a mouse, the keyboard's focus or a finger makes it wait; `live` gets `aria-live`; `onMoved`
 * reports the end of a move (whoever made it) and returns its unsubscribe.
 */
export type AutoplayTarget = {
  element: HTMLElement;
  live: Element | null | undefined;
  next: () => void;
  onMoved: (moved: () => void) => () => void;
  gone?: () => boolean;
};

/** Adds each listener to `element` (type, listener, options); returns the function that removes them all. */
export function listen(element: EventTarget, listeners: ReadonlyArray<readonly [string, (event: never) => void, AddEventListenerOptions?]>): () => void {
  for (const [type, listener, options] of listeners) element.addEventListener(type, listener as EventListener, options);
  return () => {
    for (const [type, listener] of listeners) element.removeEventListener(type, listener as EventListener);
  };
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A carousel's autoplay, in place of Swiper's Autoplay module (issue 33, ADR 0036): that module runs a
 * requestAnimationFrame loop for as long as it plays (to report the time left, which the site never shows), so a
 * lobby with two moving carousels drew a frame on every vsync, 5 to 12 ms of main-thread work each on this machine,
 * for as long as the page stayed open: battery on a phone, and long tasks under a slower CPU.
 *
 * Here one timer: the next slide `delay` ms after the last move ended (whoever made it: the timer, a swipe, an
 * arrow). It waits while a mouse is over the carousel (`pauseOnHover`), while the keyboard's focus is inside it,
 * while a finger is on it, while it is off screen and while the tab is hidden. Screen readers hear no slide change
 * while it plays (`aria-live="off"`, the carousel pattern of WAI-ARIA), and do again once it waits for the person.
 * It stays off for people who ask for reduced motion. Returns its stop.
 */
export function startAutoplay(target: AutoplayTarget, delay: number, pauseOnHover: boolean): () => void {
  if (prefersReducedMotion()) return () => undefined;
  const { element } = target;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let hovered = false;
  let focused = false;
  let touched = false;
  let onScreen = true;

  const plan = () => {
    clearTimeout(timer);
    timer = undefined;
    const waits = hovered || focused || touched || !onScreen || document.hidden || Boolean(target.gone?.());
    const live = waits ? 'polite' : 'off';
    if (target.live && target.live.getAttribute('aria-live') !== live) target.live.setAttribute('aria-live', live);
    if (waits) return;
    timer = setTimeout(() => {
      timer = undefined;
      target.next();
    }, delay);
  };

  const enter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hovered = true;
    plan();
  };
  const leave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hovered = false;
    plan();
  };
  const focusIn = () => {
    focused = true;
    plan();
  };
  const focusOut = (event: FocusEvent) => {
    if (element.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    plan();
  };
  const touch = (event: TouchEvent) => {
    touched = event.type === 'touchstart' || event.touches.length > 0;
    plan();
  };
  const passive = { passive: true } as const;
  const unlisten = listen(element, [
    ...(pauseOnHover
      ? ([
          ['pointerenter', enter],
          ['pointerleave', leave],
        ] as const)
      : []),
    ['focusin', focusIn],
    ['focusout', focusOut],
    ['touchstart', touch, passive],
    ['touchend', touch, passive],
    ['touchcancel', touch, passive],
  ]);
  document.addEventListener('visibilitychange', plan);
  const unsubscribe = target.onMoved(plan);
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver((entries) => {
          onScreen = entries.some((entry) => entry.isIntersecting);
          plan();
        });
  observer?.observe(element);
  plan();

  return () => {
    clearTimeout(timer);
    observer?.disconnect();
    unsubscribe();
    document.removeEventListener('visibilitychange', plan);
    unlisten();
  };
}
