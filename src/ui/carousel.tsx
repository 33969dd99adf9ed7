import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, useSyncExternalStore, type CSSProperties, type Ref } from 'react';
import { whenIdle } from '@/lib/use-idle';
import { useDirection } from '@/lib/use-language';
import { Icon } from './icon';
import type { CarouselProps } from './carousel-props';
import type * as SwiperCarouselModule from './swiper-carousel';
import './carousel.css';

export type { CarouselProps } from './carousel-props';

// Swiper (about 30 KB gzip with its CSS) loads on demand: the first view does not wait for it.
const loadSwiper = () => import('./swiper-carousel');

/** The previous and next buttons at the sides. */
export function CarouselArrows({ onPrevious, onNext }: { onPrevious?: () => void; onNext?: () => void }) {
  const { t } = useLingui();
  return (
    <>
      <button type="button" className="ui-carousel__arrow ui-carousel__arrow--prev" aria-label={t`Previous`} onClick={onPrevious}>
        <Icon name="chevron-left" />
      </button>
      <button type="button" className="ui-carousel__arrow ui-carousel__arrow--next" aria-label={t`Next`} onClick={onNext}>
        <Icon name="chevron-right" />
      </button>
    </>
  );
}

/** Slides per view and the gap at this window width, as Swiper's breakpoints (by window width) would pick them. */
function layoutAt<T>({ slidesPerView = 1, spaceBetween = 0, breakpoints }: CarouselProps<T>, width: number): { perView: number; gap: number } {
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
function StaticSlides<T>(props: CarouselProps<T> & { ref?: Ref<HTMLDivElement> }) {
  const { t } = useLingui();
  const { items, getKey, renderItem, label, arrows = false, marquee = false, className, ref } = props;
  const { perView, gap } = layoutAt(props, typeof window === 'undefined' ? 0 : window.innerWidth);
  const slideWidth = `calc((100% - ${gap * (perView - 1)}px) / ${perView})`;
  return (
    <div
      ref={ref}
      className={['ui-carousel', 'ui-carousel--static', marquee ? 'ui-carousel--marquee' : '', className ?? ''].join(' ')}
      role="region"
      aria-roledescription={t`carousel`}
      aria-label={label}
    >
      <div className="ui-carousel__static-track" style={{ gap: `${gap}px` }}>
        {items.map((item, index) => (
          <div key={getKey(item, index)} className="ui-carousel__static-slide" style={{ flexBasis: slideWidth }}>
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
  useEffect(() => {
    let alive = true;
    const load = () =>
      loadSwiper().then((module) => {
        if (alive) setSwiper(() => module);
        else turn.release();
      });
    if (!waits) {
      if (!element) return;
      const cancelNear = whenNear(element, () => void load());
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
  }, [waits, turn, element]);
  return { swiper, started: () => turn.release() };
}

/** The smallest window width from which the same breakpoint applies as now (0 without a window: the prerender). */
function breakpointFloor(breakpoints: CarouselProps<unknown>['breakpoints']): number {
  if (typeof window.matchMedia !== 'function') return 0;
  const mins = Object.keys(breakpoints ?? {})
    .map(Number)
    .filter((min) => Number.isFinite(min) && window.matchMedia(`(min-width: ${min}px)`).matches);
  return Math.max(0, ...mins);
}

function subscribeResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * A continuous ticker as a CSS animation the compositor runs (issue 33): the slides laid out as Swiper would lay
 * them out, then a hidden copy, the whole track moving by one copy in `speed` ms a slide, linear, looping. No
 * script, no layout read, and no Swiper start. Still for people who ask for reduced motion (carousel.css).
 */
function Marquee<T>(props: CarouselProps<T>) {
  const { t } = useLingui();
  const dir = useDirection();
  const { items, getKey, renderItem, label, speed = 300, className } = props;
  const width = useSyncExternalStore(
    subscribeResize,
    () => breakpointFloor(props.breakpoints),
    () => 0,
  );
  const { perView, gap } = layoutAt(props, width);
  const slide = `((100% - ${gap * (perView - 1)}px) / ${perView} + ${gap}px)`;
  const track = {
    '--ui-marquee-shift': `calc(${dir === 'rtl' ? 1 : -1} * ${items.length} * ${slide})`,
    animationDuration: `${items.length * speed}ms`,
  } as CSSProperties;
  const slides = (copy: number) =>
    items.map((item, index) => (
      <div
        key={`${getKey(item, index)}~${copy}`}
        className="ui-carousel__static-slide"
        style={{ flexBasis: `calc(${slide} - ${gap}px)`, marginInlineEnd: `${gap}px` }}
        aria-hidden={copy > 0 ? true : undefined}
        inert={copy > 0}
      >
        {renderItem(item, index)}
      </div>
    ));
  return (
    <div className={['ui-carousel', 'ui-carousel--marquee', className ?? ''].join(' ')} role="region" aria-roledescription={t`carousel`} aria-label={label}>
      <div className="ui-carousel__marquee">
        <div className="ui-carousel__static-track ui-carousel__marquee-track" style={track}>
          {slides(0)}
          {slides(1)}
        </div>
      </div>
    </div>
  );
}

/**
 * Swiper with the site's defaults: labelled for screen readers, autoplay that
 * pauses under the pointer and stays off for people who ask for reduced
 * motion, and our own arrow buttons (./swiper-carousel.tsx, loaded on demand).
 * A marquee is a CSS animation instead (`Marquee`).
 */
export function Carousel<T>(props: CarouselProps<T>) {
  if (props.marquee) return <Marquee {...props} />;
  return <SwiperOrStatic {...props} />;
}

function SwiperOrStatic<T>(props: CarouselProps<T>) {
  // A carousel that moves by itself (the first screen's banners and hot games) waits for its turn: neither Swiper's
  // bytes nor its start come before the first banner shows (issue 12), and no two starts share a task (issue 33).
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const { swiper, started } = useSwiperTurn(Boolean(props.autoplay), element);
  if (!swiper) return <StaticSlides {...props} ref={setElement} />;
  return <swiper.SwiperCarousel {...props} onStarted={started} />;
}
