import { useLingui } from '@lingui/react/macro';
import { startTransition, useEffect, useState } from 'react';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types';
import { useDirection } from '@/lib/use-language';
import { CarouselArrows } from './carousel-arrows';
import { listen, startAutoplay } from './carousel-autoplay';
import type { CarouselHandoff, CarouselMove, CarouselProps } from './carousel-props';
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

function move(swiper: SwiperInstance, to: CarouselMove): void {
  if (swiper.destroyed) return;
  if (to === 'next') swiper.slideNext();
  else if (to === 'previous') swiper.slidePrev();
  else swiper.slideToLoop(to.to);
}

/**
 * What the still slides (./carousel.tsx) add once Swiper's code has arrived, until Swiper starts: Swiper's dots as its
 * first frame shows them (its classes and roles, the first one current; they came with Swiper's start before), and the
 * watch for the first intent (`watchIntent`), which hands Swiper, through `start`, what was asked meanwhile.
 */
export function Still<T>({
  items,
  pagination,
  autoplay,
  element,
  start,
}: CarouselProps<T> & { element: HTMLElement | null; start: (handoff: CarouselHandoff) => void }) {
  const { t } = useLingui();
  const delay = autoplay ? autoplay.delay : 0;
  useEffect(() => (element ? watchIntent(element, delay, (handoff) => startTransition(() => start(handoff))) : undefined), [element, delay, start]);
  if (!pagination || items.length < 2) return null;
  return (
    <div className="swiper-pagination swiper-pagination-clickable swiper-pagination-bullets swiper-pagination-horizontal">
      {items.map((_, slide) => {
        // Swiper's own message, with the same placeholder name: one message in the catalogs.
        const index = slide + 1;
        return (
          <span
            key={slide}
            className={slide === 0 ? 'swiper-pagination-bullet swiper-pagination-bullet-active' : 'swiper-pagination-bullet'}
            role="button"
            tabIndex={0}
            aria-label={t`Go to slide ${index}`}
            aria-current={slide === 0 ? 'true' : undefined}
          />
        );
      })}
    </div>
  );
}

const CONTROL = '.ui-carousel__arrow, .swiper-pagination-bullet';

/** The move a control of the still slides asks for, and a selector that finds the same control in Swiper's markup. */
function controlOf(control: Element): { to: CarouselMove; selector: string } {
  if (control.classList.contains('ui-carousel__arrow--prev')) return { to: 'previous', selector: '.ui-carousel__arrow--prev' };
  if (control.classList.contains('ui-carousel__arrow--next')) return { to: 'next', selector: '.ui-carousel__arrow--next' };
  const index = [...(control.parentElement?.children ?? [])].indexOf(control);
  return { to: { to: index }, selector: `.swiper-pagination-bullet:nth-child(${index + 1})` };
}

/** A horizontal finger move this long is a swipe (Swiper moves on shorter ones too, when they are quick). */
const SWIPE_PX = 24;

/**
 * Until Swiper has started (./carousel.tsx): calls `start` on the person's first intent on the still slides (a mouse
 * over them, the focus in them, a press on an arrow or a dot, a swipe) or when the autoplay's first move is due, and
 * notes in the handoff it gives `start` the move asked and the control that had the focus, for Swiper to take on. A finger that merely
 * taps (a banner's link) or scrolls the page starts nothing. Returns its stop.
 */
export function watchIntent(element: HTMLElement, delay: number, start: (handoff: CarouselHandoff) => void): () => void {
  const handoff: CarouselHandoff = { pending: null, focus: null };
  const ask = (to: CarouselMove | null, control?: Element | null) => {
    if (to) handoff.pending = to;
    if (control?.contains(document.activeElement)) handoff.focus = controlOf(control).selector;
    start(handoff);
  };
  const controlIn = (target: EventTarget | null) => (target instanceof Element ? target.closest(CONTROL) : null);
  const enter = (event: PointerEvent) => event.pointerType === 'mouse' && ask(null);
  const focusIn = (event: FocusEvent) => ask(null, controlIn(event.target));
  const press = (event: Event) => {
    const control = controlIn(event.target);
    if (!control) return;
    if (event instanceof KeyboardEvent) {
      // Swiper's dots take Enter and Space (its a11y module); the arrows are buttons, whose keys end in a click.
      if ((event.key !== 'Enter' && event.key !== ' ') || control.tagName === 'BUTTON') return;
      event.preventDefault();
    }
    ask(controlOf(control).to, control);
  };
  let from: { x: number; y: number } | null = null;
  const touchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    from = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const touchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    const began = from;
    from = null;
    if (!began || !touch) return;
    const dx = touch.clientX - began.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(touch.clientY - began.y)) return;
    const rtl = element.closest('[dir]')?.getAttribute('dir') === 'rtl';
    ask(dx < 0 !== rtl ? 'next' : 'previous');
  };
  const passive = { passive: true } as const;
  const unlisten = listen(element, [
    ['pointerenter', enter],
    ['focusin', focusIn],
    ['click', press],
    ['keydown', press],
    ['touchstart', touchStart, passive],
    ['touchend', touchEnd, passive],
  ]);
  const stopAutoplay = delay
    ? startAutoplay({ element, live: element.firstElementChild, next: () => ask('next'), onMoved: () => () => undefined }, delay, true)
    : () => undefined;
  return () => {
    stopAutoplay();
    unlisten();
  };
}

/**
 * Takes on what the still slides handed over (./carousel.tsx): in the frame after Swiper's start, the move asked
 * meanwhile, and the focus back on the same control if the swap had left it on the page's body.
 */
function useHandoff(swiper: SwiperInstance | null, handoff: CarouselHandoff | undefined): void {
  useEffect(() => {
    const region = swiper?.el.parentElement;
    if (!swiper || !handoff || !region) return undefined;
    const frame = requestAnimationFrame(() => {
      const { pending, focus } = handoff;
      handoff.pending = null;
      handoff.focus = null;
      if (focus && (document.activeElement === null || document.activeElement === document.body)) region.querySelector<HTMLElement>(focus)?.focus();
      if (pending) move(swiper, pending);
    });
    return () => cancelAnimationFrame(frame);
  }, [swiper, handoff]);
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
  handoff,
}: CarouselProps<T> & { handoff?: CarouselHandoff }) {
  const { t } = useLingui();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const dir = useDirection();
  // Swiper fills in {{index}} and {{slidesLength}} itself; they reach Lingui as values, not as ICU syntax.
  const index = '{{index}}';
  const slidesLength = '{{slidesLength}}';
  // Our own timer, not Swiper's Autoplay module and its endless animation frames (./carousel-autoplay.ts).
  useSwiperAutoplay(swiper, autoplay ? autoplay.delay : undefined, !marquee);
  useHandoff(swiper, handoff);
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
