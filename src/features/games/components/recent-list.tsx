import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useRecentGames } from '../api/use-recent';
import { ResultsView } from './results-view';
import './centre.css';
import { buttonClass } from '@/ui/button';

/** /recent: the games played lately, newest first, 20 at a time (SPEC 9). */
export function RecentList() {
  const { t } = useLingui();
  const recent = useRecentGames();
  return (
    <section className="game-centre" aria-labelledby="account-list-title">
      <header className="centre-hero centre-hero--recent">
        <div>
          <h1 id="account-list-title" className="centre-hero__title">
            <Trans>Recently played</Trans>
          </h1>
          <p className="centre-hero__tagline">
            <Trans>Pick up where you left off.</Trans>
          </p>
        </div>
      </header>
      {recent.isSuccess && recent.data.games.length === 0 ? (
        <div className="centre-empty">
          <p>
            <Trans>You have not played any games yet.</Trans>
          </p>
          <Link to="/rng" className={buttonClass({ variant: 'primary' })}>
            <Trans>Browse slots</Trans>
          </Link>
        </div>
      ) : (
        <ResultsView query={recent} label={t`Recently played games`} />
      )}
    </section>
  );
}
