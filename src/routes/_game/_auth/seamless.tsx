import { createFileRoute } from '@tanstack/react-router';
import { SeamlessGame, seamlessSearchSchema } from '@/features/games';

export const Route = createFileRoute('/_game/_auth/seamless')({
  validateSearch: seamlessSearchSchema,
  component: SeamlessRoute,
});

function SeamlessRoute() {
  const search = Route.useSearch();
  return <SeamlessGame search={search} />;
}
