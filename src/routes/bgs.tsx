import { createFileRoute } from '@tanstack/react-router';
import { GameListCentre, gameListSearchSchema } from '@/features/games';

export const Route = createFileRoute('/bgs')({
  validateSearch: gameListSearchSchema,
  component: BgsRoute,
});

function BgsRoute() {
  const search = Route.useSearch();
  return <GameListCentre gameType="BGS" search={search} />;
}
