import { createContext, useContext } from 'react';
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
  /** Adds or removes a favourite (login, real account, optimistic, once a second per game). */
  toggleFavourite: (game: Game) => void;
  /** Shows the "real account needed" dialog (SPEC 6). */
  showTrialBlocked: () => void;
  /** The free-trial button: plays that game in trial, starting a free-play (trial) session for a guest first. */
  playFreeTrial: (game: Game) => void;
  /** A short message in the corner (translated by the caller). */
  notify: (message: string, tone?: 'info' | 'error') => void;
};

export const GameLauncherContext = createContext<GameLauncher | null>(null);

export function useGameLauncher(): GameLauncher {
  const launcher = useContext(GameLauncherContext);
  if (!launcher) throw new Error('useGameLauncher needs <GameLauncherProvider> above it (AppShell mounts it).');
  return launcher;
}
