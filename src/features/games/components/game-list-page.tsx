import { useNavigate, useSearch } from '@tanstack/react-router';
import type { Game } from '@generated/model';
import type { GameListSearch } from '../logic/search';
import { GameListCentre } from './game-list-centre';

export type GameListType = Extract<Game['gameType'], 'LIVE' | 'FISH' | 'RNG' | 'PVP' | 'BGS'>;

/**
 * The page of a game list centre (/live, /fish, /rng, /pvp, /bgs): the
 * filters live in the URL, validated by one schema (`gameListSearchSchema`,
 * the route's validateSearch). Each route file names it as its own
 * `component`, so the router's code splitting keeps the centre out of the
 * initial JS (issue 12).
 */
export function GameListPage({ gameType }: { gameType: GameListType }) {
  const search = useSearch({ strict: false }) as GameListSearch;
  const navigate = useNavigate();
  const onSearchChange = (next: GameListSearch, options?: { replace?: boolean }) => void navigate({ to: '.', search: next, replace: options?.replace });
  return <GameListCentre gameType={gameType} search={search} onSearchChange={onSearchChange} />;
}
