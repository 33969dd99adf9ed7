import { useNavigate } from '@tanstack/react-router';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Game, Vendor } from '@generated/model';

/**
 * One launcher for the whole site (header items, vendor cards, game cards):
 * mounted once by the shell, used anywhere through `useGameLauncher()`.
 */
export type GameLauncher = {
  /** Runs SPEC 4's launch routing for a game card. */
  launchGame: (game: Game) => void;
  /** A vendor card's start-now button, or a header item with a single vendor. */
  launchVendor: (vendor: Vendor) => void;
};

const GameLauncherContext = createContext<GameLauncher | null>(null);

const CATEGORY_ROUTES: Partial<Record<Game['gameType'], string>> = {
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/lott',
  ELOTT: '/elott',
  COCKFIGHT: '/cockfight',
  BGS: '/bgs',
};

export function GameLauncherProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const launcher = useMemo<GameLauncher>(
    () => ({
      // Until the launch flow lands, both open the game's category page.
      launchGame: (game) => void navigate({ to: CATEGORY_ROUTES[game.gameType] ?? '/' }),
      launchVendor: (vendor) => void navigate({ to: CATEGORY_ROUTES[vendor.gameType] ?? '/' }),
    }),
    [navigate],
  );
  return <GameLauncherContext.Provider value={launcher}>{children}</GameLauncherContext.Provider>;
}

export function useGameLauncher(): GameLauncher {
  const launcher = useContext(GameLauncherContext);
  if (!launcher) throw new Error('useGameLauncher needs <GameLauncherProvider> above it (AppShell mounts it).');
  return launcher;
}
