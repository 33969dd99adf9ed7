import { Outlet } from '@tanstack/react-router';
import { AppLinkPrompts } from '@/features/auth';
import { ContractOffers } from '@/features/contracts';
import { GameLauncherProvider } from '@/features/games';
import { RealityCheck } from '@/features/play-safely';
import { MemberRealtime } from '@/features/realtime';
import { ToastHost } from '@/ui/toast';
import { NavigationProgress } from './navigation-progress';
import { SystemGate } from './system-gate';
import './app-shell.css';

/**
 * The root: system status first, then whichever layout route matched
 * (`_player`, `_game` or `_agent`). App-wide services live here once: the
 * game launcher, the toast host, the member socket (real-time notices) and
 * the contract modal.
 */
export function AppShell() {
  return (
    <SystemGate>
      <GameLauncherProvider>
        <NavigationProgress />
        <Outlet />
        <ContractOffers />
        <AppLinkPrompts />
        <RealityCheck />
      </GameLauncherProvider>
      <MemberRealtime />
      <ToastHost />
    </SystemGate>
  );
}
