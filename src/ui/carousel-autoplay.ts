import { useEffect } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';

/**
 * A carousel's autoplay, in place of Swiper's Autoplay module (issue 33, ADR 0036): that module runs a
 * requestAnimationFrame loop for as long as it plays (to report the time left, which the site never shows), so a
 * lobby with two moving carousels drew a frame on every vsync, 5 to 12 ms of main-thread work each on this machine,
 * for as long as the page stayed open: battery on a phone, and long tasks under a slower CPU.
 *
 * Here one timer: the next slide `delay` ms after the last move ended (whoever made it: the timer, a swipe, an
 * arrow), from the last slide back to the first when the carousel does not loop. It waits while a mouse is over
 * the carousel (`pauseOnHover`), while the keyboard's focus is inside it, while it is off screen and while the tab
 * is hidden. Screen readers hear no slide change while it plays (`aria-live="off"`, the carousel pattern of
 * WAI-ARIA), and do again once it waits for the person.
 */
export function useCarouselAutoplay(swiper: SwiperInstance | null, delay: number | undefined, pauseOnHover: boolean): void {
  useEffect(() => {
    if (!swiper || !delay || swiper.destroyed) return undefined;
    const element = swiper.el;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let hovered = false;
    let focused = false;
    let onScreen = true;

    const plan = () => {
      clearTimeout(timer);
      timer = undefined;
      const waits = hovered || focused || !onScreen || document.hidden || swiper.destroyed;
      swiper.wrapperEl?.setAttribute('aria-live', waits ? 'polite' : 'off');
      if (waits) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (!swiper.params.loop && !swiper.params.rewind && swiper.isEnd) swiper.slideTo(0);
        else swiper.slideNext();
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
    if (pauseOnHover) {
      element.addEventListener('pointerenter', enter);
      element.addEventListener('pointerleave', leave);
    }
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    document.addEventListener('visibilitychange', plan);
    swiper.on('transitionEnd', plan);
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
      if (!swiper.destroyed) swiper.off('transitionEnd', plan);
      document.removeEventListener('visibilitychange', plan);
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, [swiper, delay, pauseOnHover]);
}
