import { useSyncExternalStore } from 'react';

const SELECTOR = '[role="dialog"], [role="alertdialog"]';

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

function noop(): () => void {
  return () => undefined;
}

const anyDialog = () => document.querySelector(SELECTOR) !== null;
const never = () => false;

/**
 * Whether some dialog (log in, change password, a game ...) is open. Popups
 * wait for it to close instead of stacking on top of it. Off while `watch` is
 * false, so a popup that is already showing does not see itself.
 */
export function useOtherDialogOpen(watch: boolean): boolean {
  return useSyncExternalStore(watch ? subscribe : noop, watch ? anyDialog : never, never);
}

const dialogsBesideOne = () => document.querySelectorAll(SELECTOR).length > 1;

/**
 * Whether a dialog besides the caller's own stand-in (its one `role="dialog"` element while it waits) is open: a
 * popup that has claimed its turn still does not open over a dialog that came meanwhile (the contract offer at a
 * login), but waits for it to close. Off while `watch` is false.
 */
export function useDialogBesideOwnOpen(watch: boolean): boolean {
  return useSyncExternalStore(watch ? subscribe : noop, watch ? dialogsBesideOne : never, never);
}
