import { useNavigate, useSearch } from '@tanstack/react-router';
import type { Game } from '@generated/model';
import { gameListSearchSchema, type GameListSearch } from '../logic/search';
import { GameListCentre } from './game-list-centre';

type ListType = Extract<Game['gameType'], 'LIVE' | 'FISH' | 'RNG' | 'PVP' | 'BGS'>;

/**
 * Route options of a game list centre (/live, /fish, /rng, /pvp, /bgs): the
 * filters live in the URL, validated by one schema, so the five route files
 * are one line each.
 */
export function gameListRoute(gameType: ListType) {
  function GameListRoute() {
    const search = useSearch({ strict: false }) as GameListSearch;
    const navigate = useNavigate();
    const onSearchChange = (next: GameListSearch, options?: { replace?: boolean }) => void navigate({ to: '.', search: next, replace: options?.replace });
    return <GameListCentre gameType={gameType} search={search} onSearchChange={onSearchChange} />;
  }
  return { validateSearch: gameListSearchSchema, component: GameListRoute };
}
