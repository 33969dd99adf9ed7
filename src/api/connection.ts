import { useSyncExternalStore } from 'react';

/**
 * Whether the site is getting live answers from the server: false after a call that got no answer (offline, a
 * time-out) or a 5xx, or while the browser says it is offline; true again with the next answer. What shows live
 * figures without a call of its own (the lobby jackpot, the game cards' jackpots) pauses while it is false (ADR 0026).
 */
let answering = true;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (next === answering) return;
  answering = next;
  for (const notify of listeners) notify();
}

/** The fetcher's report of each call: did the server answer it? (A refusal or a 4xx is an answer.) */
export function reportServerAnswer(answered: boolean): void {
  set(answered);
}

/** Whether the browser says it has a connection (true where there is no browser). */
export function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onChange = () => listener();
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** True while the server answers and the browser is online: the one rule, read outside React (a shared timer) too. */
export const liveData = (): boolean => answering && browserOnline();

/** True while the server answers and the browser is online. */
export function useLiveData(): boolean {
  return useSyncExternalStore(subscribe, liveData, () => true);
}
