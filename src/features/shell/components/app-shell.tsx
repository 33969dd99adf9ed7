import { Outlet, useRouterState } from '@tanstack/react-router';
import { GameLauncherProvider } from '@/features/games';
import { isAgentPath } from '../logic/layout';
import { NavigationProgress } from './navigation-progress';
import { PlayerLayout } from './player-layout';
import { SystemGate } from './system-gate';
import './app-shell.css';

/** The root layout: system status first, then the player site or the agent view. */
export function AppShell() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <SystemGate>
      <GameLauncherProvider>
        <NavigationProgress />
        {isAgentPath(pathname) ? <Outlet /> : <PlayerLayout pathname={pathname} />}
      </GameLauncherProvider>
    </SystemGate>
  );
}
