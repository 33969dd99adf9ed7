import { useCallback } from 'react';
import { GAME_TYPES } from '@/api/contract-enums';
import { useGameTypeLabels, type GameType } from '@/ui/game-type-label';
import type { IconName } from '@/ui/icon';
import type { Category, CategoryType } from '../logic/categories';

/** Each category's icon in the header, side menu and lobby. */
export const CATEGORY_ICONS: Record<CategoryType, IconName> = {
  HOME: 'home',
  PROMO: 'gift',
  RNG: 'slots',
  LIVE: 'live',
  FISH: 'fish',
  PVP: 'cards',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  LOTT: 'lottery',
  ELOTT: 'balls',
  COCKFIGHT: 'rooster',
  BGS: 'board',
};

/** Translated category names (the server's label only for a type the contract does not list). */
export function useCategoryLabels() {
  const label = useGameTypeLabels();
  return useCallback(
    (category: Pick<Category, 'gameType' | 'displayName'>): string =>
      (GAME_TYPES as readonly string[]).includes(category.gameType)
        ? label(category.gameType as GameType)
        : (category.displayName ?? String(category.gameType)),
    [label],
  );
}
