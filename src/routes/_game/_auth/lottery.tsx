import { createFileRoute } from '@tanstack/react-router';
import { LotteryPage, lotterySearchSchema } from '@/features/games';

export const Route = createFileRoute('/_game/_auth/lottery')({
  validateSearch: lotterySearchSchema,
  component: LotteryRoute,
});

function LotteryRoute() {
  const search = Route.useSearch();
  return <LotteryPage kind="lottery" search={search} />;
}
