import { Trans } from '@lingui/react/macro';
import type { Game } from '@generated/model';
import { GameCard } from './game-card';
import './game-grid.css';

export function GameGrid({ games }: { games: readonly Game[] }) {
  if (games.length === 0) {
    return (
      <p className="game-grid__empty">
        <Trans>No data</Trans>
      </p>
    );
  }
  return (
    <ul className="game-grid">
      {games.map((game) => (
        <li key={game.nodeId}>
          <GameCard game={game} />
        </li>
      ))}
    </ul>
  );
}
