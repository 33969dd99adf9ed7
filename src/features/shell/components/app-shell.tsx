import { Outlet } from '@tanstack/react-router';
import { Suspense } from 'react';
import { lazyNamed } from '@/ui/on-demand';
import { AppLinkPrompts } from '@/features/auth';
import { ContractOffers } from '@/features/contracts';
import { GameLauncherProvider } from '@/features/games';
import { useIdle } from '@/lib/use-idle';
import { yieldToMain } from '@/lib/yield';
import { ToastHost } from '@/ui/toast';
import { preloadMemberBarForSession } from './member-bar-on-demand';
import { NavigationProgress } from './navigation-progress';
import { SystemGate } from './system-gate';
import './app-shell.css';

// Started as the app's code runs, beside the catalog and the mocks, not when the header's own code arrives; in a task
// of its own, not in the one that evaluates the app's modules (issue 33: asking for its files is a few milliseconds of
// links, which made that task the member centre's longest).
void yieldToMain().then(preloadMemberBarForSession);

/** What shows nothing on a first screen (the reality check, the member socket): after idle. */
const ShellServices = lazyNamed(() => import(/* after-first-screen */ './shell-services'), 'ShellServices');

/**
 * The root: system status first, then whichever layout route matched
 * (`_player`, `_game` or `_agent`). App-wide services live here once: the
 * game launcher, the toast host, the contract modal (it opens right after a login) and a hand-over link's question at
 * once; the member socket (real-time notices) and the reality check once the page is idle (shell-services.tsx:
 * issue 33, their code waits too).
 */
export function AppShell() {
  // False in the build's HTML and in the render that hydrates it, so the services never change what hydrates.
  const idle = useIdle();
  return (
    <SystemGate>
      <GameLauncherProvider>
        <NavigationProgress />
        <Outlet />
        <ContractOffers />
        <AppLinkPrompts />
        {idle ? (
          <Suspense fallback={null}>
            <ShellServices />
          </Suspense>
        ) : null}
      </GameLauncherProvider>
      <ToastHost />
    </SystemGate>
  );
}
