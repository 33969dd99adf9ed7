import { createFileRoute } from '@tanstack/react-router';
import { GameListPage, gameListSearchSchema } from '@/features/games';

export const Route = createFileRoute('/_player/bgs')({ validateSearch: gameListSearchSchema, component: BgsPage });

function BgsPage() {
  return <GameListPage gameType="BGS" />;
}
