import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { session } from '@/api/session';
import { useIdle } from '@/lib/use-idle';
import { lazyNamed } from '@/ui/on-demand';
import { contractsDialog } from '../logic/contracts-dialog-store';

/**
 * What asks for the offers and opens the modal: its code loads once the page is idle, or sooner when a login arms it
 * or a link opens it (issue 33). Mounted from idle on, as before from the start, its policy answer is there by a login,
 * so an offer still opens before the announcements that follow a login.
 */
const ContractOffersActive = lazyNamed(() => import(/* after-first-screen */ './contract-offers-active'), 'ContractOffersActive');

/**
 * The contract modal (SPEC 2, logged in only), mounted once at the root. It
 * opens by itself right after a login in this page when an upline's offer
 * waits (once the login dialog and any announcement have closed), and
 * whenever a link calls `contractsDialog.open()`. A page opened with a
 * session already running does not pop it up again.
 */
export function ContractOffers() {
  // False in the build's HTML and in the render that hydrates it: nothing of this renders there anyway.
  const idle = useIdle();
  const open = useSyncExternalStore(contractsDialog.subscribe, contractsDialog.isOpen, contractsDialog.isOpen);
  const armed = useSyncExternalStore(contractsDialog.subscribe, contractsDialog.isArmed, contractsDialog.isArmed);

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

  if (!idle && !armed && !open) return null;
  return (
    <Suspense fallback={null}>
      <ContractOffersActive />
    </Suspense>
  );
}
