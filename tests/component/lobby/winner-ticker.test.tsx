import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WinnerTicker } from '@/features/lobby/components/winner-ticker';

/** A ResizeObserver the test drives: `report` delivers the heights the browser would have laid out. */
class FakeResizeObserver {
  static current: FakeResizeObserver | null = null;
  readonly targets: Element[] = [];
  constructor(private readonly callback: ResizeObserverCallback) {
    FakeResizeObserver.current = this;
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {}
  report(heights: Map<Element, number>) {
    const entries = [...heights].map(([target, height]) => ({ target, contentRect: { height } }) as unknown as ResizeObserverEntry);
    act(() => this.callback(entries, this as unknown as ResizeObserver));
  }
}

const WINNERS = Array.from({ length: 12 }, (_, index) => ({
  rank: index + 4,
  customerName: `pl***${index}`,
  gameName: 'Fortune Tiger',
  winAmount: 1000 + index,
}));

describe('the winners ticker', () => {
  const original = globalThis.ResizeObserver;
  beforeEach(() => {
    globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    globalThis.ResizeObserver = original;
    vi.restoreAllMocks();
  });

  function renderTicker() {
    // Issue 33: the board sits in a section the browser skips until it nears the viewport; reading a height there
    // lays the whole section out at once. The ticker reads none: it takes the observer's.
    for (const property of ['scrollHeight', 'clientHeight', 'offsetHeight'] as const) {
      vi.spyOn(HTMLElement.prototype, property, 'get').mockImplementation(() => {
        throw new Error(`read ${property}`);
      });
    }
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => {
      throw new Error('read getBoundingClientRect');
    });
    render(
      <I18nProvider i18n={i18n}>
        <WinnerTicker winners={WINNERS} />
      </I18nProvider>,
    );
    const region = screen.getByRole('region', { name: 'More winners' });
    const track = region.firstElementChild as HTMLElement;
    return { region, track, observer: FakeResizeObserver.current! };
  }

  it.each([
    // [the track's height (two copies), its window's height, moving, seconds per loop (one copy at 30 px a second)]
    [800, 300, true, '13.3s'],
    [400, 300, false, undefined],
    // Skipped by the browser (not laid out yet): nothing to measure, still.
    [0, 0, false, undefined],
  ])('with a list %i px tall in a %i px window: moving %s', (listHeight, frameHeight, moving, duration) => {
    const { region, track, observer } = renderTicker();
    expect(observer.targets).toEqual([region, track]);
    observer.report(
      new Map<Element, number>([
        [region, frameHeight],
        [track, listHeight],
      ]),
    );
    expect(track).toHaveAttribute('data-moving', String(moving));
    expect(track.style.animationDuration || undefined).toBe(duration);
  });
});
