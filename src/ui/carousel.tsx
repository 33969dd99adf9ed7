import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState, type ReactNode, type Ref } from 'react';
import { whenIdle } from '@/lib/use-idle';
import { CarouselArrows } from './carousel-arrows';
import type { CarouselProps } from './carousel-props';
import type * as SwiperCarouselModule from './swiper-carousel';
import './carousel.css';

export type { CarouselProps } from './carousel-props';

// Swiper (about 30 KB gzip with its CSS) loads on demand: the first view does not wait for it.
const loadSwiper = () => import('./swiper-carousel');
// The marquee (only the footer's, itself loaded on demand) is its own small module with its own CSS.
const Marquee = lazy(() => import('./marquee').then((module) => ({ default: module.Marquee }))) as unknown as <T>(props: CarouselProps<T>) => ReactNode;

/** Slides per view and the gap at this window width, as Swiper's breakpoints (by window width) would pick them. */
export function layoutAt<T>({ slidesPerView = 1, spaceBetween = 0, breakpoints }: CarouselProps<T>, width: number): { perView: number; gap: number } {
  let perView = slidesPerView === 'auto' ? 1 : slidesPerView;
  let gap = spaceBetween;
  const steps = Object.entries(breakpoints ?? {})
    .map(([min, options]) => [Number(min), options] as const)
    .filter(([min]) => Number.isFinite(min) && min <= width)
    .sort(([a], [b]) => a - b);
  for (const [, options] of steps) {
    if (typeof options.slidesPerView === 'number') perView = options.slidesPerView;
    if (typeof options.spaceBetween === 'number') gap = options.spaceBetween;
  }
  return { perView: Math.max(1, perView), gap };
}

/**
 * What the carousel shows first, laid out as Swiper will lay it out (slides
 * per view, gap), while Swiper's code loads: the first screen paints (and its
 * first banner image starts loading) without waiting for it, and nothing moves
 * when Swiper takes over.
 */
function StaticSlides<T>(props: CarouselProps<T> & { ref?: Ref<HTMLDivElement>; track?: boolean }) {
  const { t } = useLingui();
  const { items, getKey, renderItem, label, arrows = false, marquee = false, className, ref, track = false } = props;
  const slidesLength = items.length;
  // A track's slides are labelled as Swiper's are, "3 of 12" (the same message, ./swiper-carousel.tsx).
  const slideLabels = track
    ? items.map((_, at) => {
        const index = at + 1;
        return t`${index} of ${slidesLength}`;
      })
    : [];
  const { perView, gap } = layoutAt(props, typeof window === 'undefined' ? 0 : window.innerWidth);
  const slideWidth = `calc((100% - ${gap * (perView - 1)}px) / ${perView})`;
  return (
    <div
      ref={ref}
      className={['ui-carousel', track ? 'ui-carousel--track' : 'ui-carousel--static', marquee ? 'ui-carousel--marquee' : '', className ?? ''].join(' ')}
      role="region"
      aria-roledescription={t`carousel`}
      aria-label={label}
    >
      <div className="ui-carousel__static-track" style={{ gap: `${gap}px` }}>
        {items.map((item, index) => (
          <div
            key={getKey(item, index)}
            className="ui-carousel__static-slide"
            style={{ flexBasis: slideWidth }}
            {...(track ? { role: 'group', 'aria-label': slideLabels[index] } : {})}
          >
            {renderItem(item, index)}
          </div>
        ))}
      </div>
      {arrows ? <CarouselArrows /> : null}
    </div>
  );
}

type SwiperModule = typeof SwiperCarouselModule;

/**
 * Swiper's start measures the page (its size, each slide's style): 10 to 30 ms of forced layout each (issue 33). The
 * carousels take turns: one starts once the page is idle, the next once that one has started and the page is idle
 * again, so each start is a short task of its own rather than all of them in one long one (ADR 0036).
 */
const waiting: Array<() => void> = [];
let turnTaken = false;

function nextTurn() {
  turnTaken = false;
  const go = waiting.shift();
  if (!go) return;
  turnTaken = true;
  whenIdle(go);
}

function waitTurn(go: () => void): () => void {
  waiting.push(go);
  if (!turnTaken) nextTurn();
  return () => {
    const at = waiting.indexOf(go);
    if (at >= 0) waiting.splice(at, 1);
  };
}

/** Calls `near` once `element` comes within a screen of the viewport (at once without IntersectionObserver); returns a cancel. */
function whenNear(element: Element, near: () => void): () => void {
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
    { rootMargin: '100% 0px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * The Swiper module once this carousel may start it: in its turn for one that moves by itself; for one the player
 * drives, once it nears the viewport (a screen ahead, so before the player can begin anything on the still slides,
 * a video, that Swiper taking over would lose), which on the lobby is below the fold: no Swiper start on load at all.
 * `started` hands the turn on; it is handed on as well if the carousel goes away first.
 */
function useSwiperTurn(waits: boolean, element: Element | null): { swiper: SwiperModule | undefined; started: () => void } {
  const [swiper, setSwiper] = useState<SwiperModule | undefined>(undefined);
  // The turn this carousel holds, if any: handed on once, when Swiper has started or the carousel goes away.
  const [turn] = useState(() => ({
    held: false,
    release() {
      if (!this.held) return;
      this.held = false;
      nextTurn();
    },
  }));
  // Only a carousel the player drives waits for its element (to watch it near the viewport); one that moves by itself
  // keeps its place in the queue when its element arrives.
  const watched = waits ? null : element;
  useEffect(() => {
    let alive = true;
    const load = () =>
      loadSwiper().then((module) => {
        if (alive) setSwiper(() => module);
        else turn.release();
      });
    if (!waits) {
      if (!watched) return;
      const cancelNear = whenNear(watched, () => void load());
      return () => {
        alive = false;
        cancelNear();
      };
    }
    const cancel = waitTurn(() => {
      turn.held = true;
      if (alive) void load();
      else turn.release();
    });
    return () => {
      alive = false;
      cancel();
      turn.release();
    };
  }, [waits, turn, watched]);
  return { swiper, started: () => turn.release() };
}

/**
 * Swiper with the site's defaults: labelled for screen readers, autoplay that
 * pauses under the pointer and stays off for people who ask for reduced
 * motion, and our own arrow buttons (./swiper-carousel.tsx, loaded on demand).
 * A marquee is a CSS animation instead (./marquee.tsx).
 */
export function Carousel<T>(props: CarouselProps<T>) {
  if (props.marquee)
    return (
      <Suspense fallback={<StaticSlides {...props} />}>
        <Marquee {...props} />
      </Suspense>
    );
  // Swiper only where its loop, dots or centring are used (the banners, the videos); the rest is a scroll-snap track.
  if (!props.loop && !props.pagination && !props.centeredSlides) return <Track {...props} />;
  return <SwiperOrStatic {...props} />;
}

const loadTrack = () => import('./carousel-track');

/**
 * The still slides as a CSS scroll-snap track (a finger swipes it natively); the arrows and the autoplay
 * (./carousel-track.ts) arrive on demand once the page is idle: no Swiper, and no forced layout of the slides (ADR 0036).
 */
function Track<T>(props: CarouselProps<T>) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const delay = props.autoplay ? props.autoplay.delay : undefined;
  useEffect(() => {
    if (!element) return undefined;
    let stop: (() => void) | undefined;
    let alive = true;
    const cancel = whenIdle(
      () =>
        void loadTrack().then((module) => {
          if (alive) stop = module.startTrack(element, { delay });
        }),
    );
    return () => {
      alive = false;
      cancel();
      stop?.();
    };
  }, [element, delay]);
  return <StaticSlides {...props} track ref={setElement} />;
}

function SwiperOrStatic<T>(props: CarouselProps<T>) {
  // A carousel that moves by itself (the first screen's banners and hot games) waits for its turn: neither Swiper's
  // bytes nor its start come before the first banner shows (issue 12), and no two starts share a task (issue 33).
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const { swiper, started } = useSwiperTurn(Boolean(props.autoplay), element);
  if (!swiper) return <StaticSlides {...props} ref={setElement} />;
  return <swiper.SwiperCarousel {...props} onStarted={started} />;
}
