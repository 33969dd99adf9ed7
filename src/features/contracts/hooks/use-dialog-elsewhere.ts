import { useSyncExternalStore } from 'react';

const SELECTOR = '[role="dialog"], [role="alertdialog"]';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

const noop = () => () => undefined;
const anyDialog = () => document.querySelector(SELECTOR) !== null;
const never = () => false;

/**
 * Whether another dialog (login, an announcement popup, a game) is open: the
 * contract modal waits for it instead of stacking on top (the announcement
 * popups of the notices feature wait the same way). Off while `watch` is false.
 */
export function useDialogElsewhere(watch: boolean): boolean {
  return useSyncExternalStore(watch ? subscribe : noop, watch ? anyDialog : never, never);
}
