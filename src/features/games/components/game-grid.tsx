import { Trans } from '@lingui/react/macro';
import type { Game } from '@generated/model';
import { FIRST_ROW } from '../logic/grid-layout';
import { GameCard } from './game-card';
import './game-grid.css';

/** A short list of games (the lobby's hot games, a popup's list): no virtualisation needed. */
export function GameGrid({ games, label }: { games: readonly Game[]; label?: string }) {
  if (games.length === 0) {
    return (
      <p className="game-grid__empty">
        <Trans>No data</Trans>
      </p>
    );
  }
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((game, index) => (
        <li key={game.nodeId} className="game-grid__item">
          <GameCard game={game} index={index} eager={index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}
