import { Trans } from '@lingui/react/macro';
import type { Game } from '@generated/model';

/** Hot, new, jackpot and maintenance marks in the card's corner. */
export function GameCardBadges({ game }: { game: Game }) {
  const badges = [
    game.underMaintenance ? (
      <span key="maintenance" className="game-badge game-badge--maintenance">
        <Trans>Maintenance</Trans>
      </span>
    ) : null,
    game.isHot === 1 ? (
      <span key="hot" className="game-badge game-badge--hot">
        <Trans>Hot</Trans>
      </span>
    ) : null,
    game.isNew === 1 ? (
      <span key="new" className="game-badge game-badge--new">
        <Trans comment="Badge on a game card: a newly added game">New</Trans>
      </span>
    ) : null,
    game.gameClassify === 'JP' ? (
      <span key="jp" className="game-badge game-badge--jackpot">
        <Trans comment="Short badge for a jackpot game">JP</Trans>
      </span>
    ) : null,
  ].filter(Boolean);
  if (badges.length === 0) return null;
  return <div className="game-card__badges">{badges.slice(0, 2)}</div>;
}
