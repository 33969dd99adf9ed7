import { createFileRoute } from '@tanstack/react-router';
import { GameListPage, gameListSearchSchema, prefetchGameList } from '@/features/games';
import { currentLanguage } from '@/lib/i18n';

// /rng takes `vassalage` (for example INHOUSE) to open one vendor's games.
export const Route = createFileRoute('/_player/rng')({
  validateSearch: gameListSearchSchema,
  loaderDeps: ({ search }) => search,
  // The first page of games starts loading with the route, not after its first render (issue 33); nothing waits for it.
  loader: ({ context, deps }) => prefetchGameList(context.queryClient, 'RNG', deps, currentLanguage()),
  component: RngPage,
});

function RngPage() {
  return <GameListPage gameType="RNG" />;
}
