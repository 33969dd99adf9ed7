import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '@/api/use-session';
import type { Game, Vendor } from '@generated/model';
import { TrialBlockedDialog, useFreePlay } from '@/features/auth';
import { onDemand } from '@/ui/on-demand';
import { toast } from '@/ui/toast';
import { useLaunchMutation } from '../api/use-launch';
import type { GameLauncher } from '../hooks/launcher-context';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle';
import { useOpenLogin } from '../hooks/use-open-login';
import { useViewer } from '../hooks/use-viewer';
import { safeLaunchUrl } from '../logic/frame-sandbox';
import { gameTitle } from '../logic/game-title';
import { isMaintenanceError } from '../logic/launch-error';
import { decideFreeTrial, decideLaunch, type LaunchParams, type LaunchTarget } from '../logic/launch-route';

// What a launch opens loads on the first launch, not with the page.
const GamePopup = onDemand(() => import('./game-popup'), 'GamePopup');
const SubGamePopup = onDemand(() => import('./sub-game-popup'), 'SubGamePopup');
const MaintenanceDialog = onDemand(() => import('./maintenance-dialog'), 'MaintenanceDialog');

type Overlay =
  | { type: 'play'; title: string; params: LaunchParams; game?: Game }
  | { type: 'sub-games'; game: Game }
  | { type: 'maintenance'; game: Game }
  | { type: 'trial'; reason: 'game' | 'account' };

/**
 * The launch rules behind the shell's thin launcher (game-launcher-provider.tsx): runs SPEC 4's launch routing for
 * every card and header item, and owns what they open (game popup, sub-game list, maintenance fallback, the trial
 * dialog). Its code loads once the page is idle or on the first launch, whichever comes first (issue 33), and hands
 * its launcher up through `onReady` after every render that changes it.
 */
export function GameLauncherRules({ onReady }: { onReady: (launcher: GameLauncher) => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { isLogin, isTrial } = useViewer();
  const openLogin = useOpenLogin();
  const notify = toast;
  const [overlay, setOverlay] = useState<Overlay | null>(null);
  const launch = useLaunchMutation();
  const { mutate: launchMutate, reset: launchReset } = launch;
  // Answers of a launch the player has already closed or replaced are ignored.
  const launchId = useRef(0);
  // A session that ends (log out, a reality check's "Log out", a break) closes the game it was playing.
  const token = useSession()?.token ?? null;
  const [playingAs, setPlayingAs] = useState(token);
  if (playingAs !== token) {
    setPlayingAs(token);
    if (playingAs !== null && token === null && overlay?.type === 'play') setOverlay(null);
  }

  const showTrialBlocked = useCallback(() => setOverlay({ type: 'trial', reason: 'account' }), []);
  const toggleFavourite = useFavouriteToggle({ viewer: { isLogin, isTrial }, openLogin, showTrialBlocked, notify });
  // No corner message when free play starts: the game itself opens (a phone's bottom sheets and toasts would collide).
  const freePlay = useFreePlay();
  const { start: startFreePlay } = freePlay;

  const play = useCallback(
    (params: LaunchParams, title: string, game?: Game) => {
      const id = ++launchId.current;
      setOverlay({ type: 'play', title, params, game });
      launchMutate(params, {
        onSuccess: (result) => {
          if (launchId.current !== id || result.mode !== 'window') return;
          const url = safeLaunchUrl(result.url, window.location.origin);
          const opened = url ? window.open(url, '_blank') : null;
          if (opened) {
            opened.opener = null;
            setOverlay(null);
          } else {
            notify(t`Pop-ups are blocked, so the game opens here. Allow pop-ups to play in a new window.`);
          }
        },
        onError: (error) => {
          if (launchId.current === id && game && isMaintenanceError(error)) setOverlay({ type: 'maintenance', game });
        },
      });
    },
    [launchMutate, notify, t],
  );

  const run = useCallback(
    (target: LaunchTarget, title: string, game?: Game) => {
      const decision = decideLaunch(target, { isLogin, isTrial });
      switch (decision.action) {
        case 'login':
          return openLogin();
        case 'trial-blocked':
          return setOverlay({ type: 'trial', reason: 'game' });
        case 'lottery':
          setOverlay(null);
          return void navigate({ to: decision.to, search: decision.search });
        case 'vendor-page':
          setOverlay(null);
          return void navigate({ to: decision.to, search: decision.search });
        case 'sub-games':
          return game ? setOverlay({ type: 'sub-games', game }) : undefined;
        case 'maintenance':
          return game ? setOverlay({ type: 'maintenance', game }) : undefined;
        case 'launch':
          return play(decision.params, title, game);
      }
    },
    [isLogin, isTrial, navigate, openLogin, play],
  );

  // The free-trial button plays its game (issue 27): a guest is signed in for free play first.
  const playFreeTrial = useCallback(
    (game: Game) => {
      const decision = decideFreeTrial(game, { isLogin, isTrial });
      const title = gameTitle(game);
      switch (decision.action) {
        case 'unavailable':
          return;
        case 'maintenance':
          return setOverlay({ type: 'maintenance', game });
        case 'launch':
          return play(decision.params, title, game);
        case 'free-play': {
          const id = ++launchId.current;
          launchReset();
          setOverlay({ type: 'play', title, params: decision.params, game });
          return startFreePlay(() => {
            if (launchId.current === id) play(decision.params, title, game);
          });
        }
      }
    },
    [isLogin, isTrial, launchReset, play, startFreePlay],
  );

  const value = useMemo<GameLauncher>(
    () => ({
      launchGame: (game: Game) => run({ kind: 'game', game }, gameTitle(game), game),
      launchVendor: (vendor: Vendor) => run({ kind: 'vendor', vendor }, vendor.displayName ?? vendor.vassalage),
      toggleFavourite,
      showTrialBlocked,
      playFreeTrial,
      notify,
    }),
    [run, toggleFavourite, showTrialBlocked, playFreeTrial, notify],
  );

  useLayoutEffect(() => onReady(value), [onReady, value]);

  const close = () => {
    launchId.current += 1;
    launchReset();
    setOverlay(null);
  };

  return (
    <>
      {overlay?.type === 'play' ? (
        <GamePopup
          title={overlay.title}
          params={overlay.params}
          status={freePlay.isPending ? 'pending' : freePlay.error && launch.status === 'idle' ? 'error' : launch.status}
          url={launch.data?.url}
          error={launch.error ?? freePlay.error}
          onRetry={() => (overlay.game && !isLogin ? playFreeTrial(overlay.game) : play(overlay.params, overlay.title, overlay.game))}
          onClose={close}
        />
      ) : null}
      {overlay?.type === 'sub-games' ? <SubGamePopup group={overlay.game} onClose={close} /> : null}
      {overlay?.type === 'maintenance' ? <MaintenanceDialog game={overlay.game} onClose={close} /> : null}
      {overlay?.type === 'trial' ? <TrialBlockedDialog reason={overlay.reason} onClose={close} /> : null}
    </>
  );
}
