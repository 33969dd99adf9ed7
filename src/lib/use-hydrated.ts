import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the build renders the first screen and while React hydrates it (scripts/prerender.ts, ADR 0022), true
 * otherwise: what differs per visit (a random or stored value) shows only once the HTML has been taken over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
