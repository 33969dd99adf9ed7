import { Trans, useLingui } from '@lingui/react/macro';
import type { Game } from '@generated/model';
import { Dialog } from '@/ui/dialog';
import { QueryState } from '@/ui/query-state';
import { usePopularGames } from '../api/use-category-games';
import { gameTitle } from '../logic/game-title';
import { GameGrid } from './game-grid';

/** SPEC 8: a game under maintenance shows other popular games. */
export function MaintenanceDialog({ game, onClose }: { game: Game; onClose: () => void }) {
  const { t } = useLingui();
  const title = gameTitle(game);
  const popular = usePopularGames(game.gameType, game.nodeId);
  return (
    <Dialog
      title={t`Game under maintenance`}
      size="lg"
      onClose={onClose}
      description={t`${title} is under maintenance. Try one of these popular games instead.`}
    >
      <h3 className="maintenance-dialog__heading">
        <Trans>Popular games</Trans>
      </h3>
      <QueryState query={popular} label={t`Popular games`}>
        {(games) => <GameGrid games={games.slice(0, 8)} label={t`Popular games`} />}
      </QueryState>
    </Dialog>
  );
}
