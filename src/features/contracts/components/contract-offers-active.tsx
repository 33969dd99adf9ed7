import { useEffect, useSyncExternalStore } from 'react';
import { onDemand } from '@/ui/on-demand';
import { useConsolidated, useContractsEnabled } from '../api/contracts';
import { useOtherDialogOpen } from '@/features/notices';
import { contractsDialog } from '../logic/contracts-dialog-store';

/** The modal's code (the panel, its tables and forms) loads the first time it opens (issue 12). */
const ContractsModal = onDemand(() => import('./contracts-modal'), 'ContractsModal');

/**
 * The contract modal once it is armed (a login in this page) or opened (a link): asks for the offers, waits for other
 * dialogs to close, then opens. Mounted by `ContractOffers` once the page is idle or sooner when needed.
 */
export function ContractOffersActive() {
  const enabled = useContractsEnabled();
  const open = useSyncExternalStore(contractsDialog.subscribe, contractsDialog.isOpen, contractsDialog.isOpen);
  const armed = useSyncExternalStore(contractsDialog.subscribe, contractsDialog.isArmed, contractsDialog.isArmed);
  const consolidated = useConsolidated(armed || open);
  const pending = consolidated.data?.pendingContracts?.length;
  const waiting = armed && enabled && pending !== undefined && pending > 0;
  const busy = useOtherDialogOpen(waiting);

  // Armed by a login: the modal's code loads beside the offers it may show.
  useEffect(() => {
    if (armed) ContractsModal.preload();
  }, [armed]);

  useEffect(() => {
    if (waiting && !busy) contractsDialog.open();
    else if (armed && (pending === 0 || consolidated.isError)) contractsDialog.disarm();
  }, [waiting, busy, armed, pending, consolidated.isError]);

  if (!enabled || !open) return null;
  return <ContractsModal />;
}
