import { closedFor, rememberClosed, type ClosedPopups } from './popup-selection';

/**
 * Popups closed in this browser session, per user or anonymous (SPEC 4). In
 * sessionStorage, so a new tab starts fresh; logout clears session storage,
 * and with it this memory, as the spec's logout does.
 */
const KEY = 'closed-popups';

function read(): ClosedPopups {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as ClosedPopups) : {};
  } catch {
    return {};
  }
}

export const closedPopups = {
  get(memoryKey: string): Set<number> {
    return closedFor(read(), memoryKey);
  },
  add(memoryKey: string, ids: readonly number[]): void {
    try {
      sessionStorage.setItem(KEY, JSON.stringify(rememberClosed(read(), memoryKey, ids)));
    } catch {
      // storage full or blocked: the popup may show again after a reload
    }
  },
};
