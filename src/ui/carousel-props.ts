import type { ReactNode } from 'react';
import type { SwiperOptions } from 'swiper/types';

// The carousel's props, in their own module: carousel.tsx (the light shell) and swiper-carousel.tsx (loaded on
// demand, using the shell's arrows) both need them, and neither may import the other back (issue 31).

export type CarouselProps<T> = {
  items: readonly T[];
  getKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Names the carousel region for screen readers. */
  label: string;
  slidesPerView?: number | 'auto';
  spaceBetween?: number;
  loop?: boolean;
  speed?: number;
  autoplay?: false | { delay: number };
  centeredSlides?: boolean;
  breakpoints?: SwiperOptions['breakpoints'];
  /** Previous and next buttons at the sides. */
  arrows?: boolean;
  /** Dots under the slides. */
  pagination?: boolean;
  /** A continuous ticker (linear motion, no pausing between slides). */
  marquee?: boolean;
  className?: string;
};

/** A move the person asked of the still slides before Swiper had started (./carousel.tsx), made by Swiper once it has. */
export type CarouselMove = 'next' | 'previous' | { to: number };

/**
 * What the still slides hand on to Swiper when it takes them over on the person's first intent (ADR 0036): the move
 * asked meanwhile (an arrow, a dot, a swipe, the autoplay's first turn) and the control that had the keyboard's focus
 * (a selector that finds the same control in Swiper's markup), so that neither is lost in the swap.
 */
export type CarouselHandoff = {
  pending: CarouselMove | null;
  focus: string | null;
};
