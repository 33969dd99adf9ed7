import { createFileRoute } from '@tanstack/react-router';
import { GameListPage, gameListSearchSchema } from '@/features/games';

// /rng takes `vassalage` (for example INHOUSE) to open one vendor's games.
export const Route = createFileRoute('/_player/rng')({ validateSearch: gameListSearchSchema, component: RngPage });

function RngPage() {
  return <GameListPage gameType="RNG" />;
}
