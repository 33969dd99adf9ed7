import { createFileRoute } from '@tanstack/react-router';
import { GameListCentre, gameListSearchSchema, type GameListSearch } from '@/features/games';

export const Route = createFileRoute('/live')({
  validateSearch: gameListSearchSchema,
  component: LiveRoute,
});

function LiveRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (next: GameListSearch, options?: { replace?: boolean }) => void navigate({ search: next, replace: options?.replace });
  return <GameListCentre gameType="LIVE" search={search} onSearchChange={onSearchChange} />;
}
