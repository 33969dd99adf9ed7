/**
 * The app's one toast queue: any code (a mutation's onError, a socket event,
 * the session-expiry handler) calls `toast(...)`; the one `<ToastHost>` at the
 * root shows them. A plain external store, so it needs no provider.
 */
export type ToastTone = 'info' | 'success' | 'error';
export type ToastItem = { id: number; message: string; tone: ToastTone };

const TOAST_MS = 5000;
/** At most three at once: the oldest goes first. */
const MAX_TOASTS = 3;

let items: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: readonly ToastItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  emit(items.filter((item) => item.id !== id));
}

export function toast(message: string, tone: ToastTone = 'info'): number {
  const id = nextId++;
  emit([...items.slice(-(MAX_TOASTS - 1)), { id, message, tone }]);
  setTimeout(() => dismissToast(id), TOAST_MS);
  return id;
}

export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => items,
};
