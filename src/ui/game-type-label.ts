import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

/** The contract's game categories (GameType); src/ui does not import generated code. */
export type GameType = 'HOME' | 'PROMO' | 'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS' | 'LOTT' | 'ELOTT' | 'COCKFIGHT' | 'BGS';

/**
 * Translated names of the game categories (SPEC 1), for every screen that
 * shows one: navigation, game centres, records and agent reports.
 */
export function useGameTypeLabels(): (gameType: GameType) => string {
  const { t } = useLingui();
  return useCallback(
    (gameType: GameType) => {
      switch (gameType) {
        case 'HOME':
          return t`Home`;
        case 'PROMO':
          return t`Promotions`;
        case 'RNG':
          return t`Slots`;
        case 'LIVE':
          return t`Live casino`;
        case 'FISH':
          return t`Fishing`;
        case 'PVP':
          return t`Card games`;
        case 'SPORTS':
          return t`Sports`;
        case 'ESPORTS':
          return t`E-sports`;
        case 'LOTT':
          return t`Lottery`;
        case 'ELOTT':
          return t`E-lottery`;
        case 'COCKFIGHT':
          return t`Cockfight`;
        case 'BGS':
          return t`Board games`;
      }
    },
    [t],
  );
}

export function useGameTypeLabel(gameType: GameType): string {
  return useGameTypeLabels()(gameType);
}
