import { createFileRoute } from '@tanstack/react-router';
import { GameListPage, gameListSearchSchema } from '@/features/games';

export const Route = createFileRoute('/_player/live')({ validateSearch: gameListSearchSchema, component: LivePage });

function LivePage() {
  return <GameListPage gameType="LIVE" />;
}
