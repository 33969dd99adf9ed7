import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as UseIdle from '@/lib/use-idle';
import Swiper from 'swiper';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { Carousel } from '@/ui/carousel';
import { Marquee } from '@/ui/marquee';
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
  it('loads Swiper for a moving carousel once the page is idle, not before, and not if it went away first', async () => {
    const view = renderCarousels(<Slides key="Banners" label="Banners" />, <Slides key="Videos" label="Videos" />);
    expect(started('Banners')).toBe(false);
    expect(idle.queue).toHaveLength(2);
    view.rerender(<I18nProvider i18n={i18n}>{[<Slides key="Banners" label="Banners" />]}</I18nProvider>);
    expect(idle.queue).toHaveLength(1);
    act(() => idle.queue.shift()!());
    // Its start waits for an intent (see below): a mouse over it.
    await act(() => import('@/ui/swiper-carousel'));
    const region = screen.getByRole('region', { name: 'Banners' });
    await waitFor(() => {
      act(() => region.dispatchEvent(Object.assign(new Event('pointerenter'), { pointerType: 'mouse' })));
      expect(started('Banners')).toBe(true);
    });
  });

  it('runs a marquee as a CSS animation: the slides, then a hidden, inert copy, one slide per `speed` ms', () => {
    window.matchMedia = fakeMatchMedia((query) => query === '(min-width: 640px)');
    renderCarousels(
      <Marquee
        key="marquee"
        items={['PG', 'JDB', 'CQ9']}
        getKey={(item) => item}
        label="Game provider logos"
        slidesPerView={4}
        spaceBetween={20}
        breakpoints={{ 640: { slidesPerView: 6 }, 1024: { slidesPerView: 10 } }}
        speed={2400}
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
    renderCarousels(<Slides key="Banners" label="Banners" />);
    act(() => idle.queue.shift()!());
    const region = screen.getByRole('region', { name: 'Banners' });
    await waitFor(() => {
      act(() => region.dispatchEvent(new FocusEvent('focusin', { bubbles: true })));
      expect(started('Banners')).toBe(true);
    });
    const swiperRegion = screen.getByRole('region', { name: 'Banners' });
    act(() => swiperRegion.querySelector('.swiper')!.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.body })));
    const swiperEl = swiperRegion.querySelector<HTMLElement & { swiper: SwiperInstance }>('.swiper')!;
    const wrapper = swiperRegion.querySelector<HTMLElement>('.swiper-wrapper')!;
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

describe('the banners before Swiper starts (a carousel that moves: Swiper starts on the first intent, ADR 0036)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** Renders the banners, lets the page be idle and waits for Swiper's code (an autoplay too slow to matter by default). */
  async function renderBanners(dir: 'ltr' | 'rtl' = 'ltr', delay = 600_000) {
    const moves = {
      next: vi.spyOn(Swiper.prototype, 'slideNext').mockImplementation(() => true),
      previous: vi.spyOn(Swiper.prototype, 'slidePrev').mockImplementation(() => true),
      to: vi.spyOn(Swiper.prototype, 'slideToLoop').mockImplementation(() => Swiper.prototype),
    };
    renderCarousels(
      <div key="page" dir={dir}>
        <Carousel
          items={['one', 'two', 'three']}
          getKey={(item) => item}
          label="Banners"
          loop
          pagination
          arrows
          autoplay={{ delay }}
          renderItem={(item) => <p>{`Banner ${item}`}</p>}
        />
      </div>,
    );
    act(() => idle.queue.shift()!());
    await act(() => import('@/ui/swiper-carousel'));
    return { region: screen.getByRole('region', { name: 'Banners' }), moves };
  }

  it("shows Swiper's first frame still, dots included, and starts nothing while nobody shows an intent", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { region, moves } = await renderBanners('ltr', 1000);
    const dots = within(region).getAllByRole('button', { name: /^Go to slide/ });
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(['Go to slide 1', 'Go to slide 2', 'Go to slide 3']);
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null, null]);
    expect(region.querySelector('.swiper-pagination-bullet-active')).toBe(dots[0]);
    // A finger that taps (a banner's link) or scrolls the page starts nothing.
    const touch = (type: string, x: number, y: number, down: boolean) =>
      act(() =>
        region.querySelector('p')!.dispatchEvent(
          Object.assign(new Event(type, { bubbles: true }), {
            touches: down ? [{ clientX: x, clientY: y }] : [],
            changedTouches: [{ clientX: x, clientY: y }],
          }),
        ),
      );
    touch('touchstart', 200, 100, true);
    touch('touchend', 190, 300, false);
    act(() => vi.advanceTimersByTime(999));
    expect(started('Banners')).toBe(false);
    // The autoplay's first move is due: Swiper starts and makes it.
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(started('Banners')).toBe(true));
    await waitFor(() => expect(moves.next).toHaveBeenCalledTimes(1));
  });

  it('hands the focus on a dot over to the same dot of Swiper, and a press on a dot', async () => {
    const focused = await renderBanners();
    act(() => within(focused.region).getByRole('button', { name: 'Go to slide 3' }).focus());
    await waitFor(() => expect(started('Banners')).toBe(true));
    const bullets = screen.getByRole('region', { name: 'Banners' }).querySelectorAll('.swiper-pagination-bullet');
    await waitFor(() => expect(document.activeElement).toBe(bullets[2]));
    expect(focused.moves.to).not.toHaveBeenCalled();
    cleanup();
    vi.restoreAllMocks();
    idle.queue.length = 0;

    const { region, moves } = await renderBanners();
    act(() =>
      within(region)
        .getByRole('button', { name: 'Go to slide 2' })
        .dispatchEvent(new MouseEvent('click', { bubbles: true })),
    );
    await waitFor(() => expect(moves.to.mock.calls.map(([index]) => index)).toEqual([1]));
    expect(moves.next).not.toHaveBeenCalled();
  });

  it('hands an arrow over to Swiper, and a swipe: a finger to the left is the next slide, to the right on a right-to-left page', async () => {
    const first = await renderBanners();
    act(() => within(first.region).getByRole('button', { name: 'Previous' }).click());
    await waitFor(() => expect(first.moves.previous).toHaveBeenCalledTimes(1));
    expect(first.moves.next).not.toHaveBeenCalled();
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    idle.queue.length = 0;

    for (const dir of ['ltr', 'rtl'] as const) {
      const { region, moves } = await renderBanners(dir);
      const slide = region.querySelector('p')!;
      const touch = (type: string, x: number) =>
        act(() =>
          slide.dispatchEvent(
            Object.assign(new Event(type, { bubbles: true }), { touches: [{ clientX: x, clientY: 100 }], changedTouches: [{ clientX: x, clientY: 100 }] }),
          ),
        );
      touch('touchstart', 300);
      touch('touchend', 150);
      await waitFor(() => expect(started('Banners')).toBe(true));
      await waitFor(() => expect(dir === 'ltr' ? moves.next : moves.previous).toHaveBeenCalledTimes(1));
      expect(dir === 'ltr' ? moves.previous : moves.next).not.toHaveBeenCalled();
      cleanup();
      vi.useRealTimers();
      vi.restoreAllMocks();
      idle.queue.length = 0;
    }
  });
});

/** An IntersectionObserver the test drives: it reports what the test says is in view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(readonly report: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  /** Reports `target` in full view (or out of it) to the observers that watch it. */
  static see(target: Element, ratio: number) {
    for (const observer of FakeObserver.all.filter((each) => each.targets.includes(target)))
      act(() =>
        observer.report(
          [{ target, intersectionRatio: ratio, isIntersecting: ratio > 0 } as IntersectionObserverEntry],
          observer as unknown as IntersectionObserver,
        ),
      );
  }
}

describe('the scroll-snap track (a carousel with neither loop nor dots: the hot games)', () => {
  const originalObserver = window.IntersectionObserver;
  beforeEach(() => {
    FakeObserver.all = [];
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = originalObserver;
  });

  /** Renders the track, lets the page be idle, and waits for its arrows and autoplay to start; jsdom has no layout, so each slide is said to be 100 px wide. */
  async function renderTrack({ autoplay = true, dir = 'ltr', wide = false }: { autoplay?: boolean; dir?: 'ltr' | 'rtl'; wide?: boolean } = {}) {
    renderCarousels(
      <div key="page" dir={dir}>
        <Carousel
          items={['one', 'two', 'three', 'four', 'five']}
          getKey={(item) => item}
          label="Hot games slides"
          slidesPerView={2}
          spaceBetween={12}
          breakpoints={wide ? { 560: { slidesPerView: 3, spaceBetween: 16 } } : undefined}
          autoplay={autoplay ? { delay: 1000 } : false}
          arrows
          renderItem={(item) => <p>{`Game ${item}`}</p>}
        />
      </div>,
    );
    const region = screen.getByRole('region', { name: 'Hot games slides' });
    const track = region.querySelector<HTMLElement>('.ui-carousel__static-track')!;
    const scrollBy = vi.fn<(options?: ScrollToOptions) => void>();
    const scrollTo = vi.fn<(options?: ScrollToOptions) => void>();
    Object.assign(track, { scrollBy, scrollTo });
    const next = within(region).getByRole('button', { name: 'Next' });
    const previous = within(region).getByRole('button', { name: 'Previous' });
    act(() => idle.queue.shift()!());
    await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'true'));
    const slides = within(region).getAllByRole('group');
    for (const slide of slides) slide.getBoundingClientRect = () => ({ width: 100 }) as DOMRect;
    return { region, track, slides, next, previous, scrollBy, scrollTo };
  }

  it('keeps the still slides, labelled one by one, and starts no Swiper', async () => {
    const { region, slides } = await renderTrack({ autoplay: false });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    expect(within(region).getByText('Game three')).toBeInTheDocument();
    expect(region.querySelector('.swiper')).toBeNull();
    expect(idle.queue).toHaveLength(0);
  });

  it('lays its slides out anew for a new window width, as Swiper did with its breakpoints', async () => {
    // The width as media queries see it: the slides never read the window's width (on a phone that forces a layout).
    let width = 800;
    window.matchMedia = fakeMatchMedia((query) => Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity) <= width);
    const { slides } = await renderTrack({ autoplay: false, wide: true });
    expect(slides[0]!.style.flexBasis).toBe('calc(33.3333% - 10.6667px)');
    width = 400;
    act(() => void window.dispatchEvent(new Event('resize')));
    expect(slides[0]!.style.flexBasis).toBe('calc(50% - 6px)');
  });

  it('moves by one slide and its gap per arrow, and disables each arrow at its end', async () => {
    const { slides, next, previous, scrollBy } = await renderTrack({ autoplay: false });
    expect(next).toHaveAttribute('aria-disabled', 'false');
    await userEvent.click(previous);
    expect(scrollBy).not.toHaveBeenCalled();
    await userEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 112, behavior: 'smooth' });

    // The track scrolled: the first slide out of full view, then the last one in it.
    FakeObserver.see(slides[0]!, 0.5);
    expect(previous).toHaveAttribute('aria-disabled', 'false');
    FakeObserver.see(slides[4]!, 1);
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    expect(scrollBy).toHaveBeenCalledTimes(1);
    await userEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -112, behavior: 'smooth' });
  });

  it('scrolls towards the left for "next" on a right-to-left page', async () => {
    const { next, scrollBy } = await renderTrack({ autoplay: false, dir: 'rtl' });
    await userEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -112, behavior: 'smooth' });
  });

  it('autoplays a slide after each wait, back to the first at the end, and waits under a mouse, the focus or a finger', async () => {
    const { region, track, slides, scrollBy, scrollTo } = await renderTrack();
    expect(track).toHaveAttribute('aria-live', 'off');
    const mouse = (type: string) => () => void region.dispatchEvent(Object.assign(new Event(type), { pointerType: 'mouse' }));
    // A mouse over it clears its (real) timer; the next one is planned under fake timers.
    act(mouse('pointerenter'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      act(mouse('pointerleave'));
      act(() => vi.advanceTimersByTime(999));
      expect(scrollBy).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(scrollBy).toHaveBeenLastCalledWith({ left: 112, behavior: 'smooth' });
      // No second move until the first has scrolled; any scroll (the timer's, a finger's, an arrow's) starts the wait anew.
      act(() => vi.advanceTimersByTime(5000));
      expect(scrollBy).toHaveBeenCalledTimes(1);
      act(() => void track.dispatchEvent(new Event('scroll')));
      act(() => vi.advanceTimersByTime(600));
      act(() => void track.dispatchEvent(new Event('scroll')));
      act(() => vi.advanceTimersByTime(600));
      expect(scrollBy).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(400));
      expect(scrollBy).toHaveBeenCalledTimes(2);
      act(() => void track.dispatchEvent(new Event('scroll')));

      const waitsWhile = (start: () => void, end: () => void) => {
        const before = scrollBy.mock.calls.length;
        act(start);
        expect(track).toHaveAttribute('aria-live', 'polite');
        act(() => vi.advanceTimersByTime(5000));
        expect(scrollBy).toHaveBeenCalledTimes(before);
        act(end);
        expect(track).toHaveAttribute('aria-live', 'off');
        act(() => vi.advanceTimersByTime(1000));
        expect(scrollBy).toHaveBeenCalledTimes(before + 1);
        act(() => void track.dispatchEvent(new Event('scroll')));
      };
      waitsWhile(mouse('pointerenter'), mouse('pointerleave'));
      waitsWhile(
        () => void slides[0]!.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
        () => void region.dispatchEvent(new FocusEvent('focusout', { relatedTarget: document.body })),
      );
      waitsWhile(
        () => void region.dispatchEvent(Object.assign(new Event('touchstart'), { touches: [{}] })),
        () => void region.dispatchEvent(Object.assign(new Event('touchend'), { touches: [] })),
      );

      // At the end (the last slide in full view): back to the first.
      FakeObserver.see(slides[4]!, 1);
      act(() => vi.advanceTimersByTime(1000));
      expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays still, and jumps rather than glides, for people who ask for reduced motion', async () => {
    window.matchMedia = fakeMatchMedia((query) => query === '(prefers-reduced-motion: reduce)');
    const { track, next, scrollBy } = await renderTrack();
    expect(track).not.toHaveAttribute('aria-live');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      act(() => void track.dispatchEvent(new Event('scroll')));
      act(() => vi.advanceTimersByTime(5000));
      expect(scrollBy).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
    await userEvent.click(next);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 112, behavior: 'auto' });
  });
});
