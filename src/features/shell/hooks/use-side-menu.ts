import { useCallback, useState } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';

const STORAGE_KEY = 'side-menu';

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
  const wide = useMediaQuery('(min-width: 1024px)', true);
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
