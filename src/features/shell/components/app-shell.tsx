import { Outlet, useRouterState } from '@tanstack/react-router';
import { GameLauncherProvider } from '@/features/games';
import { isAgentPath } from '../logic/layout';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SystemGate } from './system-gate';
import './app-shell.css';

/** The root layout: system status first, then the player site or the agent view. */
export function AppShell() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <SystemGate>
      <GameLauncherProvider>
        {isAgentPath(pathname) ? (
          <Outlet />
        ) : (
          <div className="app-shell">
            <SiteHeader />
            <main id="main" className="app-shell__main">
              <Outlet />
            </main>
            <SiteFooter />
          </div>
        )}
      </GameLauncherProvider>
    </SystemGate>
  );
}
