import { createFileRoute } from '@tanstack/react-router';
import { GameListPage, gameListSearchSchema, prefetchGameList } from '@/features/games';
import { currentLanguage } from '@/lib/i18n';

export const Route = createFileRoute('/_player/pvp')({
  validateSearch: gameListSearchSchema,
  loaderDeps: ({ search }) => search,
  // As /rng: the first page of games starts loading with the route (issue 33).
  loader: ({ context, deps }) => prefetchGameList(context.queryClient, 'PVP', deps, currentLanguage()),
  component: PvpPage,
});

function PvpPage() {
  return <GameListPage gameType="PVP" />;
}
