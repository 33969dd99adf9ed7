import { Trans, useLingui } from '@lingui/react/macro';
import type { Game } from '@generated/model';
import { Dialog } from '@/ui/dialog';
import { QueryState } from '@/ui/query-state';
import { useGameListInfinite } from '../api/use-game-list';
import { useVendorName } from '../api/use-games';
import { gameTitle } from '../logic/game-title';
import { GameGrid } from './game-grid';
import { Button } from '@/ui/button';

/** The sub-game list of a vendor group card (isGame VASSALAGE, SPEC 2). */
export function SubGamePopup({ group, onClose }: { group: Game; onClose: () => void }) {
  const { t } = useLingui();
  const title = gameTitle(group);
  const vendor = useVendorName(group.vassalage);
  const games = useGameListInfinite({ gameType: group.gameType, vassalage: group.vassalage });
  return (
    <Dialog title={title} size="lg" onClose={onClose} description={t`Pick a game from ${vendor}.`}>
      <QueryState query={games} label={t`Games of ${title}`}>
        {({ games: list }) => (
          <>
            <GameGrid games={list} label={t`Games of ${title}`} />
            {games.hasNextPage ? (
              <div className="virtual-grid__more">
                <Button onClick={() => void games.fetchNextPage()} pending={games.isFetchingNextPage}>
                  <Trans>Load more games</Trans>
                </Button>
              </div>
            ) : null}
          </>
        )}
      </QueryState>
    </Dialog>
  );
}
