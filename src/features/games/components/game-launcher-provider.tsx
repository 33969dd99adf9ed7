import { Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIdle } from '@/lib/use-idle';
import { lazyNamed } from '@/ui/on-demand';
import { toast } from '@/ui/toast';
import { useFavouriteIds } from '../api/use-favourites';
import { GameLauncherContext, type GameLauncher } from '../hooks/launcher-context';

/** The launch rules and what a launch opens: not needed before the first tap on a game (issue 33, ADR 0032). */
const GameLauncherRules = lazyNamed(() => import(/* after-first-screen */ './game-launcher-rules'), 'GameLauncherRules');

type Call = (launcher: GameLauncher) => void;

/**
 * Mounted once by the shell: the launcher every card and header item calls. It is a thin hand-over; the rules
 * (game-launcher-rules.tsx) mount once the page is idle, or at the first call if that comes sooner, and a call made
 * before they are there waits for them and then runs. Favourites are asked here, at once (SPEC 4: fetched on login).
 */
export function GameLauncherProvider({ children }: { children: ReactNode }) {
  useFavouriteIds();
  // False in the build's HTML and in the render that hydrates it: the rules render nothing there anyway.
  const idle = useIdle();
  const [called, setCalled] = useState(false);
  const rules = useRef<GameLauncher | null>(null);
  const waiting = useRef<Call[]>([]);

  const value = useMemo<GameLauncher>(() => {
    const call = (run: Call) => {
      if (rules.current) return run(rules.current);
      waiting.current.push(run);
      setCalled(true);
    };
    return {
      launchGame: (game) => call((launcher) => launcher.launchGame(game)),
      launchVendor: (vendor) => call((launcher) => launcher.launchVendor(vendor)),
      toggleFavourite: (game) => call((launcher) => launcher.toggleFavourite(game)),
      showTrialBlocked: () => call((launcher) => launcher.showTrialBlocked()),
      playFreeTrial: (game) => call((launcher) => launcher.playFreeTrial(game)),
      notify: toast,
    };
  }, []);

  const onReady = useCallback((launcher: GameLauncher) => {
    rules.current = launcher;
    for (const run of waiting.current.splice(0)) run(launcher);
  }, []);

  return (
    <GameLauncherContext.Provider value={value}>
      {children}
      {idle || called ? (
        <Suspense fallback={null}>
          <GameLauncherRules onReady={onReady} />
        </Suspense>
      ) : null}
    </GameLauncherContext.Provider>
  );
}
