import type { Game, ListGamesParams } from '@generated/model';

import type { SubTypeCode } from './search';

export { GAME_FILTERS, SUB_TYPES, type GameFilterCode, type SubTypeCode } from './search';

/** SPEC 9: the in-house vendor group INHOUSE is vendor JL. */
export const INHOUSE_VENDOR = 'JL';

export function resolveVendor(vassalage: string | undefined): string | undefined {
  if (!vassalage) return undefined;
  const code = vassalage.toUpperCase();
  return code === 'INHOUSE' ? INHOUSE_VENDOR : code;
}

export type ListCriteria = { gameType: Game['gameType']; vassalage?: string; sub?: SubTypeCode; q?: string };

/** The server-side list (ALL, NEW, HOT): the criteria become listGames' query. */
export function listQueryFor(
  filter: 'ALL' | 'NEW' | 'HOT',
  criteria: ListCriteria,
): Pick<ListGamesParams, 'gameType' | 'vassalage' | 'gameClassify' | 'keyword' | 'isHot' | 'isNew'> {
  const keyword = criteria.q?.trim();
  return {
    gameType: criteria.gameType,
    ...(criteria.vassalage ? { vassalage: criteria.vassalage } : {}),
    ...(criteria.sub ? { gameClassify: criteria.sub } : {}),
    ...(keyword ? { keyword } : {}),
    ...(filter === 'HOT' ? { isHot: 1 as const } : {}),
    ...(filter === 'NEW' ? { isNew: 1 as const } : {}),
  };
}

/** FAV and RECENT lists come whole (or page by page) from their own calls; the rest of the criteria apply here. */
export function matchesCriteria(game: Game, criteria: Omit<ListCriteria, 'gameType'>): boolean {
  const vendor = resolveVendor(criteria.vassalage);
  if (vendor && game.vassalage.toUpperCase() !== vendor) return false;
  if (criteria.sub && game.gameClassify !== criteria.sub) return false;
  const keyword = criteria.q?.trim().toLowerCase();
  if (keyword && !`${game.displayName ?? ''} ${game.gameName ?? ''} ${game.nodeName ?? ''}`.toLowerCase().includes(keyword)) return false;
  return true;
}
