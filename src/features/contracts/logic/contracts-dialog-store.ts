/**
 * The contract modal's state, one for the whole app: open or not, and
 * "armed" right after a login (the modal then opens by itself if an offer
 * waits). A link anywhere can open it with `contractsDialog.open()`. A plain
 * external store, like the toasts.
 */
let open = false;
let armed = false;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export const contractsDialog = {
  open: () => {
    open = true;
    armed = false;
    emit();
  },
  close: () => {
    open = false;
    emit();
  },
  /** A login just happened in this page. */
  arm: () => {
    armed = true;
    emit();
  },
  /** Nothing waits after the login (or the session ended): stop watching. */
  disarm: () => {
    if (!armed && !open) return;
    armed = false;
    emit();
  },
  /** Signed out: closed and not armed. */
  reset: () => {
    open = false;
    armed = false;
    emit();
  },
  isOpen: () => open,
  isArmed: () => armed,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
