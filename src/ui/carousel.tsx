import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode, type Ref } from 'react';
import { useElement } from '@/lib/use-element';
import { whenIdle } from '@/lib/use-idle';
import { CarouselArrows } from './carousel-arrows';
import type { CarouselHandoff, CarouselProps } from './carousel-props';
import './carousel.css';
import { whenNear } from '@/lib/when-near';

export type { CarouselProps } from './carousel-props';

// Swiper (about 30 KB gzip with its CSS) loads on demand: the first view does not wait for it.
const loadSwiper = () => import(/* after-first-screen */ './swiper-carousel');

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
 * The smallest window width from which the same breakpoint applies as now (0 without a window: the prerender). Asked
 * of media queries: reading the window's width on a phone (a page with a viewport) forces a style and layout of the
 * whole page first, and the still slides render while the lobby's answers are drawn (issue 33).
 */
export function breakpointFloor(breakpoints: CarouselProps<unknown>['breakpoints']): number {
  let floor = 0;
  // A key that is no width (Swiper's `@0.75`) makes no valid query, which matches nothing.
  for (const min in breakpoints) if (typeof matchMedia === 'function' && matchMedia(`(min-width: ${min}px)`).matches) floor = Math.max(floor, +min);
  return floor;
}

/**
 * What the carousel shows first, laid out as Swiper will lay it out (slides
 * per view, gap), while Swiper's code loads: the first screen paints (and its
 * first banner image starts loading) without waiting for it, and nothing moves
 * when Swiper takes over.
 */
function StaticSlides<T>(props: CarouselProps<T> & { ref?: Ref<HTMLDivElement>; track?: boolean; still?: ReactNode }) {
  const { t } = useLingui();
  const { items, getKey, renderItem, label, arrows = false, className, ref, track = false } = props;
  const { perView, gap } = layoutAt(props, breakpointFloor(props.breakpoints));
  const slideWidth = `calc((100% - ${gap * (perView - 1)}px) / ${perView})`;
  return (
    <div
      ref={ref}
      className={['ui-carousel', track ? 'ui-carousel--track' : 'ui-carousel--static', className ?? ''].join(' ')}
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
      {props.still}
    </div>
  );
}

/**
 * The module `load` brings, once `element` is there and `when` (the page idle, the carousel near the viewport) says
 * so; not if the carousel goes away first.
 */
function useOnDemand<M>(element: Element | null, when: (element: Element, go: () => void) => () => void, load: () => Promise<M>): M | undefined {
  const [module, setModule] = useState<M | undefined>(undefined);
  useEffect(() => {
    if (!element) return undefined;
    let alive = true;
    const cancel = when(element, () => void load().then((loaded) => alive && setModule(() => loaded)));
    return () => {
      alive = false;
      cancel();
    };
  }, [element, when, load]);
  return module;
}

const onIdle = (_: Element, go: () => void) => whenIdle(go);

/**
 * The site's carousel: labelled for screen readers, autoplay that pauses under the pointer and stays off for people
 * who ask for reduced motion, and our own arrow buttons. Swiper (./swiper-carousel.tsx, loaded on demand) where its
 * loop, dots or centring are used; a CSS scroll-snap track (./carousel-track.ts) otherwise. A marquee is not one: it
 * is a CSS animation, `Marquee` (./marquee.tsx), which the footer's code imports itself (issue 33: not in the lobby's
 * initial JS).
 */
export function Carousel<T>(props: CarouselProps<T>) {
  // Swiper only where its loop, dots or centring are used (the banners, the videos); the rest is a scroll-snap track.
  if (!props.loop && !props.pagination && !props.centeredSlides) return <Track {...props} />;
  return <SwiperOrStatic {...props} />;
}

const loadTrack = () => import(/* after-first-screen */ './carousel-track');

/**
 * The still slides as a CSS scroll-snap track (a finger swipes it natively); the arrows and the autoplay
 * (./carousel-track.ts) arrive on demand once the page is idle: no Swiper, and no forced layout of the slides (ADR 0036).
 */
function Track<T>(props: CarouselProps<T>) {
  const [ref, element] = useElement<HTMLDivElement>();
  const track = useOnDemand(element, onIdle, loadTrack);
  const delay = props.autoplay ? props.autoplay.delay : undefined;
  // A new window width renders the slides again, laid out for it (Swiper's breakpoints, `layoutAt`).
  const [, resized] = useState(0);
  // Started anew when the language changes (its label with it), to label the slides in the new one.
  useEffect(() => (track && element ? track.startTrack(element, { delay, resized }) : undefined), [track, element, delay, props.label]);
  return <StaticSlides {...props} track ref={ref} />;
}

/**
 * Swiper takes over the still slides. One the player drives (the videos): once it nears the viewport (a screen ahead,
 * before the player can begin anything on the still slides, a video, that Swiper taking over would lose), which on the
 * lobby is below the fold: no Swiper start on load for it. One that moves by itself (the banners): its code loads once
 * the page is idle, but Swiper starts only on the first intent (a mouse over it, the focus in it, a press on an
 * arrow or a dot, a swipe) or when its autoplay's first move is due (ADR 0036, session 11): its start (a forced layout
 * of its slides, 30-110 ms on this machine) no longer falls among the page's load tasks. The still slides look as
 * Swiper's first frame (dots included), and what was asked of them meanwhile is handed on (`CarouselHandoff`).
 */
function SwiperOrStatic<T>(props: CarouselProps<T>) {
  const [ref, element] = useElement<HTMLDivElement>();
  const swiper = useOnDemand(element, props.autoplay ? onIdle : whenNear, loadSwiper);
  // What the still slides hand on to Swiper once the person asked for it (./swiper-carousel.tsx `Still`): null until
  // then; nothing to hand on (an empty one) for one that does not move.
  const [handoff, setHandoff] = useState(props.autoplay ? null : ({} as CarouselHandoff));
  if (!swiper || !handoff) return <StaticSlides {...props} ref={ref} still={swiper && <swiper.Still {...props} element={element} start={setHandoff} />} />;
  return <swiper.SwiperCarousel {...props} handoff={handoff} />;
}
