import { Trans, useLingui } from '@lingui/react/macro';
import type { Game } from '@generated/model';
import { useFavouriteList } from '../api/use-favourite-list';
import { useGameListInfinite } from '../api/use-game-list';
import { useRecentGames } from '../api/use-recent';
import { useOpenLogin } from '../hooks/use-open-login';
import { useViewer } from '../hooks/use-viewer';
import { listQueryFor, matchesCriteria, type GameFilterCode, type ListCriteria } from '../logic/game-filters';
import { ResultsView } from './results-view';
import { Button } from '@/ui/button';

type GameResultsProps = {
  gameType: Game['gameType'];
  filter: GameFilterCode;
  criteria: Omit<ListCriteria, 'gameType'>;
  onReset: () => void;
};

/** The list under the filters: ALL, NEW and HOT from the game list, FAV and RECENT from the player's own lists. */
export function GameResults({ gameType, filter, criteria, onReset }: GameResultsProps) {
  const { isLogin } = useViewer();
  if (filter === 'FAV' || filter === 'RECENT') {
    return isLogin ? <OwnGames gameType={gameType} filter={filter} criteria={criteria} onReset={onReset} /> : <LoginPrompt filter={filter} />;
  }
  return <CatalogueGames gameType={gameType} filter={filter} criteria={criteria} onReset={onReset} />;
}

function CatalogueGames({ gameType, filter, criteria, onReset }: GameResultsProps & { filter: 'ALL' | 'NEW' | 'HOT' }) {
  const { t } = useLingui();
  const games = useGameListInfinite(listQueryFor(filter, { gameType, ...criteria }));
  return <ResultsView query={games} label={t`Games`} onReset={onReset} />;
}

function OwnGames({ gameType, filter, criteria, onReset }: GameResultsProps & { filter: 'FAV' | 'RECENT' }) {
  const { t } = useLingui();
  const favourites = useFavouriteList(gameType, { enabled: filter === 'FAV' });
  const recent = useRecentGames(gameType, { enabled: filter === 'RECENT' });
  const keep = (game: Game) => matchesCriteria(game, criteria);
  if (filter === 'FAV') return <ResultsView query={favourites} select={(games) => games.filter(keep)} label={t`Favourite games`} onReset={onReset} />;
  return <ResultsView query={recent} select={(page) => page.games.filter(keep)} label={t`Recently played games`} onReset={onReset} />;
}

function LoginPrompt({ filter }: { filter: 'FAV' | 'RECENT' }) {
  const openLogin = useOpenLogin();
  return (
    <div className="centre-empty">
      <p>{filter === 'FAV' ? <Trans>Log in to see your favourite games.</Trans> : <Trans>Log in to see the games you played recently.</Trans>}</p>
      <Button variant="primary" onClick={openLogin}>
        <Trans>Log in</Trans>
      </Button>
    </div>
  );
}
