import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdAnswersUntilHydrated, settleFirstScreen } from '@/lib/first-screen';
import { useMediaQuery } from '@/lib/use-media-query';

const WIDE = '(min-width: 1024px)';

/** A screen as narrow as a phone's, whose width can change; `change` tells the page's listeners. */
function phoneScreen() {
  let wide = false;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === WIDE && wide;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    widen: () => {
      wide = true;
      for (const listener of listeners) listener();
    },
  };
}

/** The layout a component draws, and every layout it committed, in order. */
function Layout({ drawn }: { drawn: string[] }) {
  const wide = useMediaQuery(WIDE, true);
  const layout = wide ? 'wide' : 'narrow';
  useLayoutEffect(() => {
    drawn.push(layout);
  }, [drawn, layout]);
  return <p data-layout={layout}>{layout}</p>;
}

afterEach(() => {
  settleFirstScreen();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a media query', () => {
  it('hydrates the HTML the build drew without a mismatch, then follows the phone’s screen', () => {
    // The build renders with no screen to ask: the fallback, a wide layout.
    const html = renderToString(<Layout drawn={[]} />);
    phoneScreen();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    const drawn: string[] = [];
    holdAnswersUntilHydrated();
    render(<Layout drawn={drawn} />, { container, hydrate: true, onRecoverableError: recoverable });
    expect(drawn).toEqual(['wide', 'narrow']);
    expect(container.querySelector('p')).toHaveAttribute('data-layout', 'narrow');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
  });

  it('draws a page opened later in the screen’s layout from its first paint, and follows a change of width', () => {
    const screen = phoneScreen();
    const drawn: string[] = [];
    const { container } = render(<Layout drawn={drawn} />);
    expect(drawn).toEqual(['narrow']);
    act(() => screen.widen());
    expect(drawn).toEqual(['narrow', 'wide']);
    expect(container).toHaveTextContent('wide');
  });
});
