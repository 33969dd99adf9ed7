import { createFileRoute } from '@tanstack/react-router';
import { GameListPage, gameListSearchSchema, prefetchGameList } from '@/features/games';
import { currentLanguage } from '@/lib/i18n';

export const Route = createFileRoute('/_player/live')({
  validateSearch: gameListSearchSchema,
  loaderDeps: ({ search }) => search,
  // As /rng: the first page of games starts loading with the route (issue 33).
  loader: ({ context, deps }) => prefetchGameList(context.queryClient, 'LIVE', deps, currentLanguage()),
  component: LivePage,
});

function LivePage() {
  return <GameListPage gameType="LIVE" />;
}
