import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ProfitLossPage, profitLossReport, profitLossSearchSchema } from '@/features/records';

export const Route = createFileRoute('/_player/_auth/member/profit-loss')({
  staticData: { menu: { area: 'member', key: 'personalProfit', order: 8, label: msg`Profit and loss`, icon: 'chart' } },
  validateSearch: profitLossSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(profitLossReport.queryOptions(deps)),
  component: ProfitLossPage,
});
