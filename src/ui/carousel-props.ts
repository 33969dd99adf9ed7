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
