import type { Viewer } from './launch-route';

/** SPEC 9: the favourite list holds up to 999 games. */
export const FAVOURITE_LIMIT = 999;
/** SPEC 5 and 9: one favourite toggle per game per second, leading edge. */
export const FAVOURITE_THROTTLE_MS = 1000;

export type FavouriteDecision = { action: 'login' } | { action: 'trial-blocked' } | { action: 'full' } | { action: 'add' } | { action: 'remove' };

/**
 * SPEC 4 and 6: favouriting needs a login and a real account; a game already
 * in the favourites is removed, otherwise added (while there is room).
 */
export function decideFavouriteToggle(viewer: Viewer, isFavourite: boolean, count: number): FavouriteDecision {
  if (!viewer.isLogin) return { action: 'login' };
  if (viewer.isTrial) return { action: 'trial-blocked' };
  if (isFavourite) return { action: 'remove' };
  return count >= FAVOURITE_LIMIT ? { action: 'full' } : { action: 'add' };
}

/** The local list after a toggle: added games go first (the server lists newest first). */
export function withFavourite(ids: readonly string[], nodeId: string, on: boolean): string[] {
  const rest = ids.filter((id) => id !== nodeId);
  return on ? [nodeId, ...rest] : rest;
}
