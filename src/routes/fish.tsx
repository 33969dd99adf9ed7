import { createFileRoute } from '@tanstack/react-router';
import { GameListCentre, gameListSearchSchema, type GameListSearch } from '@/features/games';

export const Route = createFileRoute('/fish')({
  validateSearch: gameListSearchSchema,
  component: FishRoute,
});

function FishRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (next: GameListSearch, options?: { replace?: boolean }) => void navigate({ search: next, replace: options?.replace });
  return <GameListCentre gameType="FISH" search={search} onSearchChange={onSearchChange} />;
}
