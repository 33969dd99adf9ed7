import { createFileRoute } from '@tanstack/react-router';
import { GameListCentre, gameListSearchSchema, type GameListSearch } from '@/features/games';

// /rng takes `vassalage` (for example INHOUSE) to open one vendor's games.
export const Route = createFileRoute('/rng')({
  validateSearch: gameListSearchSchema,
  component: RngRoute,
});

function RngRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (next: GameListSearch, options?: { replace?: boolean }) => void navigate({ search: next, replace: options?.replace });
  return <GameListCentre gameType="RNG" search={search} onSearchChange={onSearchChange} />;
}
