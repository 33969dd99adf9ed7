import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { useDirection } from '@/lib/use-language';
import { CarouselArrows } from './carousel-arrows';
import { startAutoplay } from './carousel-autoplay';
import type { CarouselProps } from './carousel-props';
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/pagination';

/**
 * Swiper's loop needs at least twice the slides it shows (plus one when
 * centred); short lists are repeated rather than silently not looping.
 */
function loopItems<T>(items: readonly T[], loop: boolean, perView: number, centered: boolean): Array<{ item: T; index: number; copy: number }> {
  const entries = items.map((item, index) => ({ item, index, copy: 0 }));
  if (!loop || entries.length === 0) return entries;
  const needed = Math.ceil(perView) * 2 + (centered ? 1 : 0);
  const out = [...entries];
  for (let copy = 1; out.length < needed; copy += 1) out.push(...entries.map((entry) => ({ ...entry, copy })));
  return out;
}

function maxPerView(slidesPerView: number | 'auto', breakpoints: SwiperOptions['breakpoints']): number {
  const values = [slidesPerView, ...Object.values(breakpoints ?? {}).map((options) => options.slidesPerView)];
  return Math.max(1, ...values.map((value) => (typeof value === 'number' ? value : 1)));
}

/** The autoplay timer (./carousel-autoplay.ts) on a Swiper: a move ends with its transition; the last slide goes back to the first. */
function useSwiperAutoplay(swiper: SwiperInstance | null, delay: number | undefined, pauseOnHover: boolean): void {
  useEffect(() => {
    if (!swiper || !delay || swiper.destroyed) return undefined;
    return startAutoplay(
      {
        element: swiper.el,
        live: swiper.wrapperEl,
        next: () => {
          if (!swiper.params.loop && !swiper.params.rewind && swiper.isEnd) swiper.slideTo(0);
          else swiper.slideNext();
        },
        onMoved: (moved) => {
          swiper.on('transitionEnd', moved);
          return () => {
            if (!swiper.destroyed) swiper.off('transitionEnd', moved);
          };
        },
        gone: () => Boolean(swiper.destroyed),
      },
      delay,
      pauseOnHover,
    );
  }, [swiper, delay, pauseOnHover]);
}

/**
 * Swiper with the site's defaults: labelled for screen readers, autoplay that
 * pauses under the pointer and stays off for people who ask for reduced
 * motion, and our own arrow buttons. Loaded on demand through `Carousel`
 * (./carousel.tsx), so Swiper is not part of the initial JS.
 */
export function SwiperCarousel<T>({
  items,
  getKey,
  renderItem,
  label,
  slidesPerView = 1,
  spaceBetween = 0,
  loop = false,
  speed = 300,
  autoplay = false,
  centeredSlides = false,
  breakpoints,
  arrows = false,
  pagination = false,
  marquee = false,
  className,
}: CarouselProps<T>) {
  const { t } = useLingui();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const dir = useDirection();
  // Swiper fills in {{index}} and {{slidesLength}} itself; they reach Lingui as values, not as ICU syntax.
  const index = '{{index}}';
  const slidesLength = '{{slidesLength}}';
  // Our own timer, not Swiper's Autoplay module and its endless animation frames (./carousel-autoplay.ts).
  useSwiperAutoplay(swiper, autoplay ? autoplay.delay : undefined, !marquee);
  return (
    <div
      className={['ui-carousel', marquee ? 'ui-carousel--marquee' : '', className ?? ''].join(' ')}
      role="region"
      aria-roledescription={t`carousel`}
      aria-label={label}
    >
      <Swiper
        // Swiper reads the direction once: a change of language to or from a right-to-left one starts it anew.
        key={dir}
        dir={dir}
        modules={[A11y, Pagination]}
        onSwiper={setSwiper}
        slidesPerView={slidesPerView}
        spaceBetween={spaceBetween}
        loop={loop}
        speed={speed}
        centeredSlides={centeredSlides}
        // Swiper reads breakpoints through matchMedia; without it (jsdom) the base settings apply.
        breakpoints={typeof window.matchMedia === 'function' ? breakpoints : undefined}
        allowTouchMove={!marquee}
        pagination={pagination ? { clickable: true } : false}
        a11y={{
          prevSlideMessage: t`Previous slide`,
          nextSlideMessage: t`Next slide`,
          firstSlideMessage: t`This is the first slide`,
          lastSlideMessage: t`This is the last slide`,
          paginationBulletMessage: t`Go to slide ${index}`,
          slideLabelMessage: t`${index} of ${slidesLength}`,
          containerMessage: null,
          containerRoleDescriptionMessage: null,
        }}
      >
        {loopItems(items, loop, maxPerView(slidesPerView, breakpoints), centeredSlides).map(({ item, index, copy }) => (
          <SwiperSlide key={`${getKey(item, index)}~${copy}`}>{renderItem(item, index)}</SwiperSlide>
        ))}
      </Swiper>
      {arrows ? <CarouselArrows onPrevious={() => swiper?.slidePrev()} onNext={() => swiper?.slideNext()} /> : null}
    </div>
  );
}
