import { Trans, useLingui } from '@lingui/react/macro';
import type { Game } from '@generated/model';
import { GameCard, useHotGames } from '@/features/games';
import { Carousel } from '@/ui/carousel';
import { QueryState } from '@/ui/query-state';
import { HOT_CAROUSEL, LANE_RULES, laneView } from '../logic/lanes';
import { LobbySection } from './lobby-section';

/** The hot-games carousel (SPEC 9: autoplay 1200 ms, 4 slides; arrows above 7 games): a scroll-snap track that goes from its last game back to its first (ADR 0036). */
export function HotGames() {
  const { t } = useLingui();
  const hot = useHotGames();
  return (
    <LobbySection id="hot-games-title" icon="fire" title={<Trans>Hot games</Trans>} className="hot-games">
      <QueryState query={hot} inSlices label={t`Hot games`}>
        {(games) => {
          const lane = laneView(games, LANE_RULES.hot);
          if (lane.visible.length === 0) {
            return (
              <p className="lobby-empty">
                <Trans>No data</Trans>
              </p>
            );
          }
          return (
            <Carousel<Game>
              items={lane.visible}
              getKey={(game) => game.nodeId}
              label={t`Hot games slides`}
              slidesPerView={2}
              spaceBetween={12}
              breakpoints={{ 560: { slidesPerView: 3, spaceBetween: 16 }, 900: { slidesPerView: HOT_CAROUSEL.slidesPerView, spaceBetween: 16 } }}
              speed={HOT_CAROUSEL.speed}
              autoplay={{ delay: HOT_CAROUSEL.delay }}
              arrows={lane.hasArrows}
              renderItem={(game, index) => <GameCard game={game} index={index} />}
              className="hot-games__carousel"
            />
          );
        }}
      </QueryState>
    </LobbySection>
  );
}
