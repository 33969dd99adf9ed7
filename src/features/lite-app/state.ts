import { useSyncExternalStore } from 'react';

/** What the lite app knows, outside React (the worker, the browser's events) and read inside it. */
export type LiteAppState = {
  /** The browser's install prompt, held back for a sensible moment (Chromium). */
  installPrompt: InstallPromptEvent | null;
  /** A new version waits; `apply` makes it take over and reloads, when the player says so. */
  update: { apply: () => void } | null;
  /** The player put the update off: asked again on the next visit. */
  updateLater: boolean;
  online: boolean;
  /** The path on screen (the router's), for the "never over a game or a payment" rules. */
  pathname: string;
  /** A deposit order went through during this visit. */
  deposited: boolean;
};

export type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

let state: LiteAppState = {
  installPrompt: null,
  update: null,
  updateLater: false,
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  pathname: typeof location === 'undefined' ? '/' : location.pathname,
  deposited: false,
};
const listeners = new Set<() => void>();

export function liteAppState(): LiteAppState {
  return state;
}

export function setLiteAppState(change: Partial<LiteAppState>): void {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useLiteAppState(): LiteAppState {
  return useSyncExternalStore(subscribe, liteAppState, liteAppState);
}

/** Opened from the home screen (an installed lite app). */
export function isStandalone(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
}
