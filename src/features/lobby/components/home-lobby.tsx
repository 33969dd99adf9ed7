import { Trans, useLingui } from '@lingui/react/macro';
import { GameGrid, useHotGames } from '@/features/games';
import { QueryState } from '@/ui/query-state';
import './home-lobby.css';

/** The home lobby (the full lobby with banners, jackpot and winner board is its own piece of work). */
export function HomeLobby() {
  const { t } = useLingui();
  const hot = useHotGames();
  return (
    <div className="home-lobby">
      <section className="home-lobby__hero">
        <h1>
          <Trans>Welcome to Royal Lobby</Trans>
        </h1>
        <p>
          <Trans>Slots, live casino, sports and lottery in one place.</Trans>
        </p>
      </section>
      <section aria-labelledby="hot-games-title">
        <h2 id="hot-games-title">
          <Trans>Hot games</Trans>
        </h2>
        <QueryState query={hot} label={t`Hot games`}>
          {(games) => <GameGrid games={games} />}
        </QueryState>
      </section>
    </div>
  );
}
