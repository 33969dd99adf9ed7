import { useEffect, useSyncExternalStore } from 'react';
import { session } from '@/api/session';
import { onDemand } from '@/ui/on-demand';
import { useConsolidated, useContractsEnabled } from '../api/contracts';
import { useDialogElsewhere } from '../hooks/use-dialog-elsewhere';
import { contractsDialog } from '../logic/contracts-dialog-store';

/** The modal's code (the panel, its tables and forms) loads the first time it opens (issue 12). */
const ContractsModal = onDemand(() => import('./contracts-modal'), 'ContractsModal');

/**
 * The contract modal (SPEC 2, logged in only), mounted once at the root. It
 * opens by itself right after a login in this page when an upline's offer
 * waits (once the login dialog and any announcement have closed), and
 * whenever a link calls `contractsDialog.open()`. A page opened with a
 * session already running does not pop it up again.
 */
export function ContractOffers() {
  const enabled = useContractsEnabled();
  const open = useSyncExternalStore(contractsDialog.subscribe, contractsDialog.isOpen, contractsDialog.isOpen);
  const armed = useSyncExternalStore(contractsDialog.subscribe, contractsDialog.isArmed, contractsDialog.isArmed);
  const consolidated = useConsolidated(armed || open);
  const pending = consolidated.data?.pendingContracts?.length;
  const waiting = armed && enabled && pending !== undefined && pending > 0;
  const busy = useDialogElsewhere(waiting);

  // Armed by a login: the modal's code loads beside the offers it may show.
  useEffect(() => {
    if (armed) ContractsModal.preload();
  }, [armed]);

  // A login while the page is open arms the modal; signing out (or the app going away) resets it.
  useEffect(() => {
    let last = session.token();
    const stop = session.subscribe(() => {
      const token = session.token();
      if (!last && token) contractsDialog.arm();
      if (!token) contractsDialog.reset();
      last = token;
    });
    return () => {
      stop();
      contractsDialog.reset();
    };
  }, []);

  useEffect(() => {
    if (waiting && !busy) contractsDialog.open();
    else if (armed && (pending === 0 || consolidated.isError)) contractsDialog.disarm();
  }, [waiting, busy, armed, pending, consolidated.isError]);

  if (!enabled || !open) return null;
  return <ContractsModal />;
}
