import { Outlet } from '@tanstack/react-router';
import { GameLauncherProvider } from '@/features/games';
import { ToastHost } from '@/ui/toast';
import { NavigationProgress } from './navigation-progress';
import { SystemGate } from './system-gate';
import './app-shell.css';

/**
 * The root: system status first, then whichever layout route matched
 * (`_player`, `_game` or `_agent`). App-wide services live here once: the
 * game launcher and the toast host.
 */
export function AppShell() {
  return (
    <SystemGate>
      <GameLauncherProvider>
        <NavigationProgress />
        <Outlet />
      </GameLauncherProvider>
      <ToastHost />
    </SystemGate>
  );
}
