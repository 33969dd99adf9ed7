import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { Game } from '@generated/model';
import { useFavouriteList } from '../api/use-favourite-list';
import { FAVOURITE_LIMIT } from '../logic/favourite-rules';
import { matchesCriteria } from '../logic/game-filters';
import { useGameTypeLabel } from './game-type-label';
import { ResultsView } from './results-view';
import './centre.css';
import { buttonClass } from '@/ui/button';
import { Chip, ChipGroup } from '@/ui/chip';

/** /favorite: all favourites (up to 999, SPEC 9) in one smooth, virtualised list, by category and name. */
export function FavouriteList() {
  const { t } = useLingui();
  const searchId = useId();
  const favourites = useFavouriteList();
  const [gameType, setGameType] = useState<Game['gameType'] | null>(null);
  const [query, setQuery] = useState('');
  const all = favourites.data ?? [];
  const types = [...new Set(all.map((game) => game.gameType))];
  const count = all.length;
  const limit = FAVOURITE_LIMIT;
  return (
    <section className="game-centre" aria-labelledby="account-list-title">
      <header className="centre-hero centre-hero--favourites">
        <div>
          <h1 id="account-list-title" className="centre-hero__title">
            <Trans>My favourites</Trans>
          </h1>
          <p className="centre-hero__tagline">
            <Trans>
              {count} of {limit} saved. Tap the heart on any game to keep it here.
            </Trans>
          </p>
        </div>
      </header>
      <div className="game-toolbar">
        <ChipGroup label={t`Category`}>
          <Chip variant="primary" pressed={gameType === null} onClick={() => setGameType(null)}>
            <Trans>All</Trans>
          </Chip>
          {types.map((type) => (
            <TypeChip key={type} gameType={type} pressed={gameType === type} onPress={() => setGameType(gameType === type ? null : type)} />
          ))}
        </ChipGroup>
        <div className="search-box">
          <label htmlFor={searchId} className="visually-hidden">
            {t`Search favourites`}
          </label>
          <input
            id={searchId}
            className="search-box__input"
            type="search"
            value={query}
            maxLength={50}
            placeholder={t`Search favourites`}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
      </div>
      {favourites.isSuccess && count === 0 ? (
        <div className="centre-empty">
          <p>
            <Trans>No favourites yet.</Trans>
          </p>
          <Link to="/rng" className={buttonClass({ variant: 'primary' })}>
            <Trans>Browse slots</Trans>
          </Link>
        </div>
      ) : (
        <ResultsView
          query={favourites}
          select={(games) => games.filter((game) => (!gameType || game.gameType === gameType) && matchesCriteria(game, { q: query }))}
          label={t`My favourites`}
          onReset={() => {
            setGameType(null);
            setQuery('');
          }}
        />
      )}
    </section>
  );
}

function TypeChip({ gameType, pressed, onPress }: { gameType: Game['gameType']; pressed: boolean; onPress: () => void }) {
  const label = useGameTypeLabel(gameType);
  return (
    <Chip variant="primary" pressed={pressed} onClick={onPress}>
      {label}
    </Chip>
  );
}
