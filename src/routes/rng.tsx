import { createFileRoute } from '@tanstack/react-router';
import { GameListCentre, gameListSearchSchema } from '@/features/games';

// /rng takes `vassalage` (for example INHOUSE) to open one vendor's games.
export const Route = createFileRoute('/rng')({
  validateSearch: gameListSearchSchema,
  component: RngRoute,
});

function RngRoute() {
  const search = Route.useSearch();
  return <GameListCentre gameType="RNG" search={search} />;
}
