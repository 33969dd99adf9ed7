import { createFileRoute } from '@tanstack/react-router';
import { LotteryPage, lotterySearchSchema } from '@/features/games';

export const Route = createFileRoute('/_game/_auth/vnLottery')({
  validateSearch: lotterySearchSchema,
  component: VnLotteryRoute,
});

function VnLotteryRoute() {
  const search = Route.useSearch();
  return <LotteryPage kind="vn" search={search} />;
}
