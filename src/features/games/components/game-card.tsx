import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useState } from 'react';
import type { Game } from '@generated/model';
import { useVendorName } from '../api/use-games';
import { useGameLauncher } from '../hooks/launcher-context';
import { useViewer } from '../hooks/use-viewer';
import { cardTheme } from '../logic/card-theme';
import { gameTitle } from '../logic/game-title';
import { offersFreeTrial } from '../logic/lottery-routes';
import { FavouriteButton } from './favourite-button';
import { GameCardBadges } from './game-card-badges';
import { GameCardJackpot } from './game-card-jackpot';
import './game-card.css';
import { Button } from '@/ui/button';

export const DEFAULT_ICON = '/default-game.svg';

/** How many cards at the top of a grid load their art eagerly: the first row on a phone. */
export const FIRST_ROW = 3;

/**
 * A game tile: art (the default icon when the image fails, SPEC 5), badges,
 * the favourite heart, play and, for guests and trial users, free trial (it
 * plays that game in trial). With a mouse the buttons show over the art on
 * hover; on a touch screen they sit under the title, full size (44 px), so
 * they never cover the game's name painted in its picture. `index` picks one of
 * the six card themes (SPEC 9). Memoised: a long list re-renders on every
 * scroll step, and unchanged cards must not. `eager` for the first cards of a
 * page: their art is its largest paint (LCP), so it is fetched at once and
 * first, not lazily (issue 12).
 */
export const GameCard = memo(function GameCard({ game, index = 0, eager = false }: { game: Game; index?: number; eager?: boolean }) {
  const { t } = useLingui();
  const { launchGame, playFreeTrial } = useGameLauncher();
  const viewer = useViewer();
  const vendorName = useVendorName(game.vassalage);
  const [iconFailed, setIconFailed] = useState(false);
  const title = gameTitle(game);
  const icon = !iconFailed && (game.iconUrl || game.showIcon) ? game.iconUrl || game.showIcon : DEFAULT_ICON;
  const isGroup = game.isGame === 'VASSALAGE';
  const freeTrial = (!viewer.isLogin || viewer.isTrial) && offersFreeTrial(game);
  return (
    <article className={`game-card game-card--theme-${cardTheme(index)}${game.underMaintenance ? ' game-card--maintenance' : ''}`} aria-label={title}>
      <div className="game-card__media">
        <img
          className="game-card__icon"
          src={icon}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          width={200}
          height={200}
          onError={() => setIconFailed(true)}
        />
        <GameCardBadges game={game} />
        {isGroup ? null : <FavouriteButton game={game} title={title} />}
      </div>
      <div className="game-card__info">
        <h3 className="game-card__title" title={title}>
          {title}
        </h3>
        {game.gameClassify === 'JP' ? <GameCardJackpot nodeId={game.nodeId} /> : <p className="game-card__vendor">{vendorName}</p>}
      </div>
      <div className="game-card__actions">
        <Button variant="primary" className="game-card__play" aria-label={isGroup ? t`View games ${title}` : t`Play ${title}`} onClick={() => launchGame(game)}>
          {isGroup ? <Trans>View games</Trans> : <Trans>Play</Trans>}
        </Button>
        {freeTrial ? (
          <Button variant="ghost" className="game-card__trial" onClick={() => playFreeTrial(game)} aria-label={t`Free trial ${title}`}>
            <Trans>Free trial</Trans>
          </Button>
        ) : null}
      </div>
    </article>
  );
});
