import { createFileRoute } from '@tanstack/react-router';
import { GameListCentre, gameListSearchSchema } from '@/features/games';

export const Route = createFileRoute('/live')({
  validateSearch: gameListSearchSchema,
  component: LiveRoute,
});

function LiveRoute() {
  const search = Route.useSearch();
  return <GameListCentre gameType="LIVE" search={search} />;
}
