import { createFileRoute } from '@tanstack/react-router';
import { GameListCentre, gameListSearchSchema, type GameListSearch } from '@/features/games';

export const Route = createFileRoute('/bgs')({
  validateSearch: gameListSearchSchema,
  component: BgsRoute,
});

function BgsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = (next: GameListSearch, options?: { replace?: boolean }) => void navigate({ search: next, replace: options?.replace });
  return <GameListCentre gameType="BGS" search={search} onSearchChange={onSearchChange} />;
}
