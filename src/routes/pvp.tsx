import { createFileRoute } from '@tanstack/react-router';
import { GameListCentre, gameListSearchSchema } from '@/features/games';

export const Route = createFileRoute('/pvp')({
  validateSearch: gameListSearchSchema,
  component: PvpRoute,
});

function PvpRoute() {
  const search = Route.useSearch();
  return <GameListCentre gameType="PVP" search={search} />;
}
