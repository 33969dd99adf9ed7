import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useOtherDialogOpen } from '@/features/notices';
import { Button } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { isBusyPath, shouldOfferInstall } from '../logic/moments';
import { isStandalone, setLiteAppState, useLiteAppState } from '../state';
import { dismissInstall, installDismissedAt, visits } from '../visits';
import './lite-app.css';

/**
 * Everything the lite app shows over the site: at most one of them at a time, the offline page first.
 * The update and install sheets wait while a dialog is open (it makes the rest of the page inert).
 */
export function LiteAppLayer() {
  const state = useLiteAppState();
  const dialogOpen = useOtherDialogOpen(true);
  // The visit's start is "now" enough for a rest of two weeks.
  const [now] = useState(() => Date.now());
  if (!state.online) return <OfflinePage />;
  if (dialogOpen) return null;
  if (state.update && !state.updateLater && !isBusyPath(state.pathname)) return <UpdatePrompt apply={state.update.apply} />;
  const offer = shouldOfferInstall({
    canPrompt: state.installPrompt !== null,
    standalone: isStandalone(),
    visits: visits(),
    deposited: state.deposited,
    pathname: state.pathname,
    dismissedAt: installDismissedAt(),
    now,
  });
  return offer ? <InstallOffer /> : null;
}

/**
 * No network: a page of its own over the site (the site under it is inert), in the player's language.
 * It goes by itself when the network is back; the site's queries, paused meanwhile, carry on.
 */
function OfflinePage() {
  useEffect(() => {
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    return () => root?.removeAttribute('inert');
  }, []);
  return (
    <section className="lite-offline" role="alert" aria-labelledby="lite-offline-title">
      <Icon name="blocked" size={48} />
      <h1 id="lite-offline-title">
        <Trans>You are offline</Trans>
      </h1>
      <p>
        <Trans>Royal Lobby comes back by itself as soon as your phone is online again. Your balance and your bets are safe.</Trans>
      </p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        <Icon name="refresh" size={18} />
        <Trans>Try again</Trans>
      </Button>
    </section>
  );
}

/** A new version is ready: the player chooses when (never offered over a game or a payment). */
function UpdatePrompt({ apply }: { apply: () => void }) {
  return (
    <aside className="lite-sheet" aria-labelledby="lite-update-title">
      <Icon name="refresh" size={28} />
      <div className="lite-sheet__text">
        <h2 id="lite-update-title">
          <Trans>A new version is ready</Trans>
        </h2>
        <p>
          <Trans>Update now to get the latest Royal Lobby.</Trans>
        </p>
      </div>
      <div className="lite-sheet__actions">
        <Button variant="ghost" onClick={() => setLiteAppState({ updateLater: true })}>
          <Trans>Later</Trans>
        </Button>
        <Button variant="primary" onClick={apply}>
          <Trans>Update</Trans>
        </Button>
      </div>
    </aside>
  );
}

/** Chromium's install prompt, offered after a second visit or a deposit. */
function InstallOffer() {
  const { installPrompt } = useLiteAppState();
  const later = () => {
    dismissInstall();
    setLiteAppState({ installPrompt: null });
  };
  return (
    <aside className="lite-sheet" aria-labelledby="lite-install-title">
      <img src="/icons/icon-192.png" alt="" width={40} height={40} />
      <div className="lite-sheet__text">
        <h2 id="lite-install-title">
          <Trans>Add Royal Lobby to your home screen</Trans>
        </h2>
        <p>
          <Trans>It opens like an app, starts faster and takes almost no space.</Trans>
        </p>
      </div>
      <div className="lite-sheet__actions">
        <Button variant="ghost" onClick={later}>
          <Trans>Not now</Trans>
        </Button>
        <Button variant="primary" onClick={() => void promptInstall(installPrompt)}>
          <Trans>Install</Trans>
        </Button>
      </div>
    </aside>
  );
}

/** Shows the browser's own install dialog; the event can be used once. */
export async function promptInstall(event: ReturnType<typeof useLiteAppState>['installPrompt']): Promise<void> {
  if (!event) return;
  setLiteAppState({ installPrompt: null });
  await event.prompt();
  const choice = await event.userChoice;
  if (choice.outcome === 'dismissed') dismissInstall();
}
