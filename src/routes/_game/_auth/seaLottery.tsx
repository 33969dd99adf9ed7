import { createFileRoute } from '@tanstack/react-router';
import { LotteryPage, lotterySearchSchema } from '@/features/games';

export const Route = createFileRoute('/_game/_auth/seaLottery')({
  validateSearch: lotterySearchSchema,
  component: SeaLotteryRoute,
});

function SeaLotteryRoute() {
  const search = Route.useSearch();
  return <LotteryPage kind="sea" search={search} />;
}
