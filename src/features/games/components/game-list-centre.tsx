import { Trans, useLingui } from '@lingui/react/macro';
import type { Game } from '@generated/model';
import { QueryState } from '@/ui/query-state';
import { useGameList } from '../api/use-games';
import { GameGrid } from './game-grid';
import { useGameTypeLabel } from './game-type-label';
import type { GameListSearch } from '../logic/search';

/** A category's games (the full centre with tabs and filters comes with the games work). */
export function GameListCentre({ gameType, search }: { gameType: Game['gameType']; search: GameListSearch }) {
  const { t } = useLingui();
  const label = useGameTypeLabel(gameType);
  const games = useGameList(gameType, { vassalage: search.vassalage });
  return (
    <section aria-labelledby="centre-title">
      <h1 id="centre-title">{label}</h1>
      <QueryState query={games} label={t`Games`}>
        {({ games: list, pageNo, totalPages }) => (
          <>
            <GameGrid games={list} />
            <p className="muted">
              <Trans>
                Page {pageNo} of {totalPages}
              </Trans>
            </p>
          </>
        )}
      </QueryState>
    </section>
  );
}

export function GameCentre({ gameType }: { gameType: Game['gameType'] }) {
  return <GameListCentre gameType={gameType} search={{}} />;
}
