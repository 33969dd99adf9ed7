import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useState } from 'react';
import type { Game } from '@generated/model';
import { useIsFavourite } from '../api/use-favourites';
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

type GameCardProps = { game: Game; index?: number; eager?: boolean };

/** What a card shows that comes from outside the game itself; a list reads it once for all its cards (useListedCards). */
export type ListedCardData = {
  /** The vendor line (the vendor's display name, else its code). */
  vendorName: string;
  /** Whether the heart is on. */
  favourite: boolean;
  /** A guest or a trial user: free trial is offered. */
  trialViewer: boolean;
};

/**
 * A game card on its own (the lobby's hot games, a popup's grid): it reads the vendor names, the favourites and the
 * viewer itself. A long list gives ListedGameCard what it read once for all its cards instead (issue 33: a query
 * observer or two per card lengthened the task that draws a page of cards).
 */
export const GameCard = memo(function GameCard({ game, index = 0, eager = false }: GameCardProps) {
  const viewer = useViewer();
  const vendorName = useVendorName(game.vassalage);
  const favourite = useIsFavourite(game.nodeId);
  return (
    <ListedGameCard game={game} index={index} eager={eager} vendorName={vendorName} favourite={favourite} trialViewer={!viewer.isLogin || viewer.isTrial} />
  );
});

/**
 * A game tile: art (the default icon when the image fails, SPEC 5), badges,
 * the favourite heart, play and, for guests and trial users, free trial (it
 * plays that game in trial). With a mouse the buttons show over the art on
 * hover; on a touch screen they sit under the title, full size (44 px), so
 * they never cover the game's name painted in its picture. `index` picks one of
 * the six card themes (SPEC 9). Memoised: a long list re-renders on every
 * scroll step, and unchanged cards must not (every prop is a plain value). `eager` for the first cards of a
 * page: their art is its largest paint (LCP), so it is fetched at once and
 * first, not lazily (issue 12).
 */
export const ListedGameCard = memo(function ListedGameCard({
  game,
  index = 0,
  eager = false,
  vendorName,
  favourite,
  trialViewer,
}: GameCardProps & ListedCardData) {
  const { t } = useLingui();
  const { launchGame, playFreeTrial } = useGameLauncher();
  const [iconFailed, setIconFailed] = useState(false);
  const title = gameTitle(game);
  const icon = !iconFailed && (game.iconUrl || game.showIcon) ? game.iconUrl || game.showIcon : DEFAULT_ICON;
  const isGroup = game.isGame === 'VASSALAGE';
  const freeTrial = trialViewer && offersFreeTrial(game);
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
        {isGroup ? null : <FavouriteButton game={game} title={title} on={favourite} />}
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
