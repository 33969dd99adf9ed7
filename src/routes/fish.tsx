import { createFileRoute } from '@tanstack/react-router';
import { GameListCentre, gameListSearchSchema } from '@/features/games';

export const Route = createFileRoute('/fish')({
  validateSearch: gameListSearchSchema,
  component: FishRoute,
});

function FishRoute() {
  const search = Route.useSearch();
  return <GameListCentre gameType="FISH" search={search} />;
}
