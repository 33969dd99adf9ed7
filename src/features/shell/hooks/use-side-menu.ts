import { useCallback, useState } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';

const STORAGE_KEY = 'side-menu';

/** Wide enough for the side menu to stay beside the page rather than be a drawer. */
const WIDE_QUERY = '(min-width: 1024px)';

/**
 * Whether the screen is wide now (the side menu beside the page), read outside a render: a render hydrating the
 * build's HTML sees the build's answer (wide) on every screen. Without matchMedia (jsdom), wide, as the HTML.
 */
export function wideNow(): boolean {
  return typeof window.matchMedia === 'function' ? window.matchMedia(WIDE_QUERY).matches : true;
}

function storedExpanded(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== 'collapsed';
  } catch {
    return true;
  }
}

/**
 * The side menu's state: on a wide screen it is expanded or collapsed to
 * icons (remembered); on a narrow one it is a drawer, closed after each
 * navigation.
 */
export function useSideMenu(pathname: string) {
  const wide = useMediaQuery(WIDE_QUERY, true);
  const [expanded, setExpanded] = useState(storedExpanded);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    // A navigation closes the drawer (state adjusted while rendering, not in an effect).
    setShownFor(pathname);
    setDrawerOpen(false);
  }

  const toggle = useCallback(() => {
    if (!wide) {
      setDrawerOpen((open) => !open);
      return;
    }
    setExpanded((open) => {
      try {
        localStorage.setItem(STORAGE_KEY, open ? 'collapsed' : 'expanded');
      } catch {
        // private mode: the choice lasts for this page only
      }
      return !open;
    });
  }, [wide]);

  const close = useCallback(() => setDrawerOpen(false), []);
  return { wide, open: wide ? expanded : drawerOpen, toggle, close };
}
