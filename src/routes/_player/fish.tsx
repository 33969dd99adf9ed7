import { createFileRoute } from '@tanstack/react-router';
import { GameListPage, gameListSearchSchema } from '@/features/games';

export const Route = createFileRoute('/_player/fish')({ validateSearch: gameListSearchSchema, component: FishPage });

function FishPage() {
  return <GameListPage gameType="FISH" />;
}
