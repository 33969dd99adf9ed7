import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
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

/** Translated category names (the server's label only for a type we do not know). */
export function useCategoryLabels() {
  const { t } = useLingui();
  return useCallback(
    (category: Pick<Category, 'gameType' | 'displayName'>): string => {
      switch (category.gameType) {
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
        default:
          return category.displayName ?? String(category.gameType);
      }
    },
    [t],
  );
}
