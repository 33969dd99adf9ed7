import { startTransition, useEffect, useState } from 'react';
import { hydratingFirstScreen } from '@/lib/first-screen';

/**
 * Whether a media query matches, following changes. Where the browser has no matchMedia (jsdom) and in the build's
 * render, `fallback` is used.
 *
 * A render that hydrates the build's HTML answers `fallback`, as the build did, and the screen's own answer follows in
 * a transition (issue 33). With `useSyncExternalStore` and a server snapshot, React re-rendered every component whose
 * answer differed synchronously, right after hydration: on a phone the player layout (wide in the build) and
 * everything under it, one task of 10-50 ms. A transition renders in slices. Any other render reads the screen at
 * once, so a page opened later never shows the other layout first.
 *
 * "Hydrating" is the page's window until the lobby says its first screen is hydrated (settleFirstScreen), not React's
 * own: a part of the HTML hydrated after that (a boundary whose code comes late) reads the screen at once, and must not
 * draw differently by it. Today the player layout reads a query in the first pass, and the tab bar's differs only for
 * a member, whose lobby is never hydrated from the HTML.
 */
export function useMediaQuery(query: string, fallback: boolean): boolean {
  const [value, setValue] = useState(() => (hydratingFirstScreen() ? fallback : matches(query, fallback)));
  useEffect(() => {
    const update = () => startTransition(() => setValue(matches(query, fallback)));
    update();
    const list = window.matchMedia?.(query);
    list?.addEventListener('change', update);
    return () => list?.removeEventListener('change', update);
  }, [query, fallback]);
  return value;
}

/** The screen's answer; the fallback without matchMedia (jsdom). The build's render holds the first screen. */
const matches = (query: string, fallback: boolean): boolean => (window.matchMedia ? window.matchMedia(query).matches : fallback);
