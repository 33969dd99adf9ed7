import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { BonusDetailsPage, bonusDetailsReport, bonusDetailsSearchSchema } from '@/features/records';

export const Route = createFileRoute('/_player/_auth/member/bonus-details')({
  staticData: { menu: { area: 'member', key: 'bonusDetails', order: 9, label: msg`Bonus details`, icon: 'gift' } },
  validateSearch: bonusDetailsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(bonusDetailsReport.queryOptions(deps)),
  component: BonusDetailsPage,
});
