import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, type ReactNode } from 'react';
import { useIdle } from '@/lib/use-idle';
import { Icon } from './icon';
import type { CarouselProps } from './carousel-props';
import './carousel.css';

export type { CarouselProps } from './carousel-props';

// Swiper (about 30 KB gzip with its CSS) loads on demand: the first view does not wait for it.
const SwiperCarousel = lazy(() => import('./swiper-carousel').then((module) => ({ default: module.SwiperCarousel }))) as unknown as <T>(
  props: CarouselProps<T>,
) => ReactNode;

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
function layoutAt<T>({ slidesPerView = 1, spaceBetween = 0, breakpoints }: CarouselProps<T>): { perView: number; gap: number } {
  let perView = slidesPerView === 'auto' ? 1 : slidesPerView;
  let gap = spaceBetween;
  const width = typeof window === 'undefined' ? 0 : window.innerWidth;
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
function StaticSlides<T>(props: CarouselProps<T>) {
  const { t } = useLingui();
  const { items, getKey, renderItem, label, arrows = false, marquee = false, className } = props;
  const { perView, gap } = layoutAt(props);
  const slideWidth = `calc((100% - ${gap * (perView - 1)}px) / ${perView})`;
  return (
    <div
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

/**
 * Swiper with the site's defaults: labelled for screen readers, autoplay that
 * pauses under the pointer and stays off for people who ask for reduced
 * motion, and our own arrow buttons (./swiper-carousel.tsx, loaded on demand).
 */
export function Carousel<T>(props: CarouselProps<T>) {
  // A carousel that moves by itself (the first screen's banners and hot games) starts Swiper (its code, then its
  // start, which measures the page) once the first screen is laid out and painted: neither its bytes nor its work
  // come before the first banner shows (issue 12). One the player drives starts at once, so nothing they began on
  // the still slides (a video) is lost when Swiper takes over.
  const idle = useIdle();
  if (!idle && props.autoplay) return <StaticSlides {...props} />;
  return (
    <Suspense fallback={<StaticSlides {...props} />}>
      <SwiperCarousel {...props} />
    </Suspense>
  );
}
