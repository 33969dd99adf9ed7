import type { Game } from '@generated/model';

/** The home blocks under the hot games, in the spec's order. */
export const HOME_BLOCKS = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'COCKFIGHT'] as const satisfies ReadonlyArray<Game['gameType']>;

export type LaneRule = { limit: number; arrowsAbove: number };

/** SPEC 9: home lists are cut at 12 with arrows above 12; the hot games get arrows above 7. */
export const LANE_RULES = {
  vendors: { limit: 12, arrowsAbove: 12 },
  hot: { limit: 12, arrowsAbove: 7 },
} as const satisfies Record<string, LaneRule>;

/** SPEC 9: the hot carousel autoplays every 1200 ms at speed 1100, four slides at a time. */
export const HOT_CAROUSEL = { delay: 1200, speed: 1100, slidesPerView: 4 } as const;

/**
 * One page of a home list: at most `limit` items show at a time ("cut at
 * 12"); arrows appear only above the rule's threshold and move between pages,
 * wrapping at either end.
 */
export function laneView<T>(items: readonly T[], rule: LaneRule, page = 0): { visible: T[]; hasArrows: boolean; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / rule.limit));
  const current = ((page % pages) + pages) % pages;
  return { visible: items.slice(current * rule.limit, (current + 1) * rule.limit), hasArrows: items.length > rule.arrowsAbove, page: current, pages };
}

/** Vendor cards have a start-now button, except slots, whose card opens the vendor's game list (SPEC 2). */
export function hasStartButton(gameType: Game['gameType']): boolean {
  return gameType !== 'RNG';
}
