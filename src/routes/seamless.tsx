import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '@/features/auth';
import { SeamlessGame, seamlessSearchSchema } from '@/features/games';

export const Route = createFileRoute('/seamless')({
  validateSearch: seamlessSearchSchema,
  beforeLoad: requireSession('member'),
  component: SeamlessRoute,
});

function SeamlessRoute() {
  const search = Route.useSearch();
  return <SeamlessGame search={search} />;
}
