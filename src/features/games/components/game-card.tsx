import { Trans } from '@lingui/react/macro';
import type { Game } from '@generated/model';
import { gameTitle } from '../logic/game-title';

const DEFAULT_ICON = '/default-game.svg';

export function GameCard({ game }: { game: Game }) {
  const title = gameTitle(game);
  return (
    <article className="game-card" aria-label={title}>
      <img
        className="game-card__icon"
        src={game.iconUrl || game.showIcon || DEFAULT_ICON}
        alt=""
        loading="lazy"
        width={200}
        height={200}
        onError={(event) => {
          // Image loading falls back to the default game icon (SPEC 5).
          if (!event.currentTarget.src.endsWith(DEFAULT_ICON)) event.currentTarget.src = DEFAULT_ICON;
        }}
      />
      {game.isHot === 1 ? (
        <span className="game-card__badge">
          <Trans>Hot</Trans>
        </span>
      ) : null}
      <h3 className="game-card__title">{title}</h3>
      <p className="game-card__vendor">{game.vassalage}</p>
    </article>
  );
}
