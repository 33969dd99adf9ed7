import type { Game } from '@generated/model';

/** displayName, then gameName, then nodeName (SPEC 3 lists them as alternatives). */
export function gameTitle(game: Pick<Game, 'displayName' | 'gameName' | 'nodeName' | 'nodeId'>): string {
  return game.displayName || game.gameName || game.nodeName || game.nodeId;
}
