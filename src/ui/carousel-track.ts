import { t } from '@lingui/core/macro';
import { prefersReducedMotion, startAutoplay } from './carousel-autoplay';

/**
 * The behaviour of a carousel that neither loops nor shows dots (the hot games): its still slides
 * (`StaticSlides`, ./carousel.tsx) are a CSS scroll-snap track that a finger swipes natively, and this module, loaded
 * on demand once the page is idle, adds the rest. No Swiper start and its forced layout of every slide (issue 33,
 * ADR 0036): nothing here reads the layout until an arrow is pressed or the timer moves the track.
 *
 * - The arrows scroll by one slide (its width plus the gap), smoothly unless the person asks for reduced motion.
 *   Each arrow is `aria-disabled` at its end (not `disabled`: the focus stays on it), as an IntersectionObserver on
 *   the first and last slides reports, so scrolling costs no layout read.
 * - The autoplay (./carousel-autoplay.ts) moves one slide `delay` ms after the track last scrolled, and from the last
 *   slide back to the first; it stays off under reduced motion.
 * - A new window width (a phone turned, a window resized) is handed to `resized`, which renders the slides again
 *   for it, as Swiper's breakpoints did.
 * - Right to left (ar, fa, ur): "next" scrolls towards the left; the observer needs no change.
 * - Each slide is a group labelled "3 of 12", as Swiper labels its slides (the same message, ./swiper-carousel.tsx):
 *   set here, not by the still slides, so the lobby's initial JS carries none of it.
 *
 * Returns its stop.
 */
export function startTrack(region: HTMLElement, { delay, resized }: { delay?: number | undefined; resized?: (width: number) => void }): () => void {
  const track = region.querySelector<HTMLElement>('.ui-carousel__static-track');
  if (!track) return () => undefined;
  const previous = region.querySelector<HTMLButtonElement>('.ui-carousel__arrow--prev');
  const next = region.querySelector<HTMLButtonElement>('.ui-carousel__arrow--next');
  const stops: Array<() => void> = [];
  let atStart = true;
  let atEnd = false;
  const slidesLength = track.children.length;
  [...track.children].forEach((slide, at) => {
    const index = at + 1;
    slide.setAttribute('role', 'group');
    slide.setAttribute('aria-label', t`${index} of ${slidesLength}`);
  });

  const behavior = (): ScrollBehavior => (prefersReducedMotion() ? 'auto' : 'smooth');
  // One slide and the gap after it, read when a move is asked for, signed by the writing direction.
  const step = () => {
    const slide = track.firstElementChild;
    const width = (slide?.getBoundingClientRect().width ?? track.clientWidth) + (Number.parseFloat(getComputedStyle(track).columnGap) || 0);
    // The page's direction (the `dir` of <html>, set with the language).
    return track.closest('[dir]')?.getAttribute('dir') === 'rtl' ? -width : width;
  };
  const move = (slides: 1 | -1) => track.scrollBy({ left: slides * step(), behavior: behavior() });
  const rewind = () => track.scrollTo({ left: 0, behavior: behavior() });

  const mark = () => {
    if (!previous && !next) return;
    previous?.setAttribute('aria-disabled', String(atStart));
    next?.setAttribute('aria-disabled', String(atEnd));
  };
  const first = track.firstElementChild;
  const last = track.lastElementChild;
  if (first && last && typeof IntersectionObserver !== 'undefined') {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const seen = entry.intersectionRatio > 0.95;
          if (entry.target === first) atStart = seen;
          if (entry.target === last) atEnd = seen;
        }
        mark();
      },
      { root: track, threshold: [0.95, 1] },
    );
    observer.observe(first);
    if (last !== first) observer.observe(last);
    stops.push(() => observer.disconnect());
  }
  if (previous || next) {
    mark();
    const click = (slides: 1 | -1) => (event: MouseEvent) => {
      const button = event.currentTarget as HTMLElement;
      if (button.getAttribute('aria-disabled') === 'true') return;
      move(slides);
    };
    const onPrevious = click(-1);
    const onNext = click(1);
    previous?.addEventListener('click', onPrevious);
    next?.addEventListener('click', onNext);
    stops.push(() => {
      previous?.removeEventListener('click', onPrevious);
      next?.removeEventListener('click', onNext);
      previous?.removeAttribute('aria-disabled');
      next?.removeAttribute('aria-disabled');
    });
  }

  if (resized) {
    const resize = () => resized(window.innerWidth);
    window.addEventListener('resize', resize);
    stops.push(() => window.removeEventListener('resize', resize));
  }

  if (delay) {
    stops.push(
      startAutoplay(
        {
          element: region,
          live: track,
          // At the end (the last slide in full view, as the observer saw it), back to the first.
          next: () => (atEnd ? rewind() : move(1)),
          onMoved: (moved) => {
            // Each scroll (an arrow, a finger, the timer) starts the wait anew; the last one's timer is the one that runs.
            track.addEventListener('scroll', moved, { passive: true });
            return () => track.removeEventListener('scroll', moved);
          },
        },
        delay,
        true,
      ),
    );
  }
  return () => {
    for (const stop of stops) stop();
  };
}
