import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as UseIdle from '@/lib/use-idle';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { Carousel } from '@/ui/carousel';
import { fakeMatchMedia } from '../../support/accounts';

// The idle moments the carousels wait for, run by hand: the test decides when the page is idle.
const idle = vi.hoisted(() => ({ queue: [] as Array<() => void> }));
vi.mock('@/lib/use-idle', async (importOriginal) => ({
  ...(await importOriginal<typeof UseIdle>()),
  whenIdle: (callback: () => void) => {
    idle.queue.push(callback);
    return () => void idle.queue.splice(idle.queue.indexOf(callback), 1);
  },
}));

const original = window.matchMedia;
beforeEach(() => {
  idle.queue.length = 0;
});
afterEach(() => {
  window.matchMedia = original;
});

const renderCarousels = (...carousels: React.ReactNode[]) => render(<I18nProvider i18n={i18n}>{carousels}</I18nProvider>);

function Slides({ label, autoplay = true, loop = true }: { label: string; autoplay?: boolean; loop?: boolean }) {
  return (
    <Carousel
      key={label}
      items={['one', 'two', 'three']}
      getKey={(item) => item}
      label={label}
      loop={loop}
      autoplay={autoplay ? { delay: 1000 } : false}
      renderItem={(item) => <p>{`${label} ${item}`}</p>}
    />
  );
}

const started = (label: string) => screen.getByRole('region', { name: label }).querySelector('.swiper') !== null;

describe('the carousel', () => {
  it('starts one moving carousel per idle moment, the next only once the previous one has started', async () => {
    renderCarousels(<Slides label="Banners" />, <Slides label="Hot games" />);
    expect(started('Banners')).toBe(false);
    expect(started('Hot games')).toBe(false);
    expect(idle.queue).toHaveLength(1);

    act(() => idle.queue.shift()!());
    await waitFor(() => expect(started('Banners')).toBe(true));
    expect(started('Hot games')).toBe(false);
    expect(idle.queue).toHaveLength(1);

    act(() => idle.queue.shift()!());
    await waitFor(() => expect(started('Hot games')).toBe(true));
    expect(idle.queue).toHaveLength(0);
  });

  it('hands the turn on when a waiting carousel goes away first', async () => {
    const view = renderCarousels(<Slides label="Banners" />, <Slides label="Hot games" />);
    view.rerender(<I18nProvider i18n={i18n}>{[<Slides key="Hot games" label="Hot games" />]}</I18nProvider>);
    while (idle.queue.length > 0) act(() => idle.queue.shift()!());
    await waitFor(() => expect(started('Hot games')).toBe(true));
  });

  it('runs a marquee as a CSS animation: the slides, then a hidden, inert copy, one slide per `speed` ms', () => {
    window.matchMedia = fakeMatchMedia((query) => query === '(min-width: 640px)');
    renderCarousels(
      <Carousel
        key="marquee"
        items={['PG', 'JDB', 'CQ9']}
        getKey={(item) => item}
        label="Game provider logos"
        slidesPerView={4}
        spaceBetween={20}
        breakpoints={{ 640: { slidesPerView: 6 }, 1024: { slidesPerView: 10 } }}
        speed={2400}
        autoplay={{ delay: 0 }}
        marquee
        renderItem={(item) => <figure>{item}</figure>}
      />,
    );
    return waitFor(() => {
      const marquee = screen.getByRole('region', { name: 'Game provider logos' });
      expect(
        within(marquee)
          .getAllByRole('figure')
          .map((figure) => figure.textContent),
      ).toEqual(['PG', 'JDB', 'CQ9']);
      const track = marquee.querySelector<HTMLElement>('.ui-carousel__marquee-track')!;
      expect(track.style.animationDuration).toBe('7200ms');
      const slides = [...track.children] as HTMLElement[];
      expect(slides).toHaveLength(6);
      expect(slides.slice(3).every((slide) => slide.getAttribute('aria-hidden') === 'true' && slide.hasAttribute('inert'))).toBe(true);
      // Six a view from 640 px, as Swiper's breakpoints would show them.
      expect(slides[0]!.style.flexBasis).toBe('calc(16.6667% - 16.6667px)');
      expect(marquee.querySelector('.swiper')).toBeNull();
      expect(idle.queue).toHaveLength(0);
    });
  });

  it('moves on by its own timer, waits while a mouse is over it or the focus is inside, and keeps screen readers quiet while it plays', async () => {
    renderCarousels(<Slides label="Banners" />);
    act(() => idle.queue.shift()!());
    await waitFor(() => expect(started('Banners')).toBe(true));
    const region = screen.getByRole('region', { name: 'Banners' });
    const swiperEl = region.querySelector<HTMLElement & { swiper: SwiperInstance }>('.swiper')!;
    const wrapper = region.querySelector<HTMLElement>('.swiper-wrapper')!;
    await waitFor(() => expect(wrapper.getAttribute('aria-live')).toBe('off'));
    // What Swiper does with a move needs a real layout (jsdom has none): the timer's calls are what is checked.
    const moves = vi.spyOn(swiperEl.swiper, 'slideNext').mockImplementation(() => true);
    const mouse = (type: 'pointerenter' | 'pointerleave') => act(() => swiperEl.dispatchEvent(Object.assign(new Event(type), { pointerType: 'mouse' })));

    // A mouse over it: it waits (its timer, still a real one, is cleared), and a screen reader hears slide changes again.
    mouse('pointerenter');
    expect(wrapper.getAttribute('aria-live')).toBe('polite');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      act(() => vi.advanceTimersByTime(5000));
      expect(moves).not.toHaveBeenCalled();
      mouse('pointerleave');
      expect(wrapper.getAttribute('aria-live')).toBe('off');
      act(() => vi.advanceTimersByTime(999));
      expect(moves).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(moves).toHaveBeenCalledTimes(1);
      // No second move before the first has ended (a transition in a browser), then a full delay after it.
      act(() => vi.advanceTimersByTime(5000));
      expect(moves).toHaveBeenCalledTimes(1);
      act(() => void swiperEl.swiper.emit('transitionEnd'));
      act(() => vi.advanceTimersByTime(1000));
      expect(moves).toHaveBeenCalledTimes(2);
      act(() => void swiperEl.swiper.emit('transitionEnd'));

      // The keyboard's focus inside: it waits until the focus leaves.
      act(() => swiperEl.querySelector<HTMLElement>('.swiper-slide')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
      expect(wrapper.getAttribute('aria-live')).toBe('polite');
      act(() => vi.advanceTimersByTime(5000));
      expect(moves).toHaveBeenCalledTimes(2);
      act(() => swiperEl.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.body })));
      act(() => vi.advanceTimersByTime(1000));
      expect(moves).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
