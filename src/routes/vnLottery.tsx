import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '@/features/auth';
import { LotteryPage, lotterySearchSchema } from '@/features/games';

export const Route = createFileRoute('/vnLottery')({
  validateSearch: lotterySearchSchema,
  beforeLoad: requireSession('member'),
  component: VnLotteryRoute,
});

function VnLotteryRoute() {
  const search = Route.useSearch();
  return <LotteryPage kind="vn" search={search} />;
}
