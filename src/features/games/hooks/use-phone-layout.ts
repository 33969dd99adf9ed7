import { useCallback, useSyncExternalStore } from 'react';

/**
 * A phone in either orientation (narrow, or a landscape phone's low height): a
 * launched game takes the whole screen. Dialogs turn into bottom sheets below
 * 768 px (src/ui/dialog.css).
 */
export const PHONE_QUERY = '(max-width: 767px), (max-height: 500px)';

/** No hover (a touch screen): the game cards' buttons sit under their titles (game-card.css). */
export const TOUCH_QUERY = '(hover: none)';

const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

/** Whether a media query matches, following it as it changes (turning the phone may cross it). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matches(query),
    () => false,
  );
}

export const usePhoneLayout = () => useMediaQuery(PHONE_QUERY);
