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

const never = () => false;
const dialogsOver = [0, 1].map((own) => () => document.querySelectorAll(SELECTOR).length > own);

/**
 * Whether some dialog (log in, change password, a game ...) is open. Popups
 * wait for it to close instead of stacking on top of it. Off while `watch` is
 * false, so a popup that is already showing does not see itself. `own`: how
 * many of the dialogs are the caller's own (a popup's stand-in while it waits,
 * ui/on-demand.tsx): a popup that has claimed its turn still does not open over
 * a dialog that came meanwhile (the contract offer at a login).
 */
export function useOtherDialogOpen(watch: boolean, own: 0 | 1 = 0): boolean {
  return useSyncExternalStore(watch ? subscribe : noop, watch ? dialogsOver[own]! : never, never);
}
