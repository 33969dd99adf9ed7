import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/render';

/** An IntersectionObserver the test drives: nothing is near the viewport until the test says so. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  /** Tells every observer of `target` that it has come near. */
  static near(target: Element) {
    for (const observer of FakeObserver.all.filter((each) => each.targets.has(target))) {
      observer.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
}

afterEach(() => {
  FakeObserver.all = [];
  vi.unstubAllGlobals();
});

describe('the site footer', () => {
  it('shows its vendor marquee and pictures (age mark, payment, certification and licence badges) once it nears the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    await renderApp('/promotions');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Help centre' })).toBeInTheDocument();
    expect(within(footer).queryByRole('img', { name: 'PAGCOR' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('img', { name: '18+' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('region', { name: 'Game provider logos' })).not.toBeInTheDocument();

    act(() => FakeObserver.near(footer));
    expect(within(footer).getByRole('img', { name: '18+' })).toHaveAttribute('src', '/footer/age-18.svg');
    expect(within(footer).getByRole('img', { name: 'DuitNow' })).toBeInTheDocument();
    expect(within(footer).getByRole('img', { name: 'PAGCOR' })).toBeInTheDocument();
    expect(within(footer).getByRole('region', { name: 'Gaming licences' })).toBeInTheDocument();
    expect(within(footer).getByRole('region', { name: 'Game provider logos' })).toBeInTheDocument();
  });
});
