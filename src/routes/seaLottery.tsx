import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '@/features/auth';
import { LotteryPage, lotterySearchSchema } from '@/features/games';

export const Route = createFileRoute('/seaLottery')({
  validateSearch: lotterySearchSchema,
  beforeLoad: requireSession('member'),
  component: SeaLotteryRoute,
});

function SeaLotteryRoute() {
  const search = Route.useSearch();
  return <LotteryPage kind="sea" search={search} />;
}
