import { useSyncExternalStore } from 'react';
import { session, type SessionData } from './session';

/** The current browser session, re-rendering when it changes. */
export function useSession(): SessionData | null {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
