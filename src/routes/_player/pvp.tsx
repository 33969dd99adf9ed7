import { createFileRoute } from '@tanstack/react-router';
import { GameListPage, gameListSearchSchema } from '@/features/games';

export const Route = createFileRoute('/_player/pvp')({ validateSearch: gameListSearchSchema, component: PvpPage });

function PvpPage() {
  return <GameListPage gameType="PVP" />;
}
