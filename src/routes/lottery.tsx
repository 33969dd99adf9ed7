import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '@/features/auth';
import { LotteryPage, lotterySearchSchema } from '@/features/games';

export const Route = createFileRoute('/lottery')({
  validateSearch: lotterySearchSchema,
  beforeLoad: requireSession('member'),
  component: LotteryRoute,
});

function LotteryRoute() {
  const search = Route.useSearch();
  return <LotteryPage kind="lottery" search={search} />;
}
