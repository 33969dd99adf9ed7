import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PointMallPage, pointMallSearchSchema, pointsBalanceQueryOptions, pointsEnabled } from '@/features/points';

export const Route = createFileRoute('/_player/_auth/pointMall')({
  // Listed in the phone's "Me" with the rewards; a wide screen reaches it from the member bar's menu (SPEC 2).
  staticData: { menu: { area: 'member', key: 'pointMall', order: 12.5, label: msg`Points mall`, icon: 'coins', gate: 'PTSYS3', phoneOnly: true } },
  validateSearch: pointMallSearchSchema,
  // SPEC 6: the points mall exists only with whitelabel PTSYS3; without it the address is not found.
  beforeLoad: async ({ context }) => {
    if (!(await pointsEnabled(context.queryClient))) throw notFound();
  },
  loader: ({ context }) => context.queryClient.prefetchQuery(pointsBalanceQueryOptions()),
  component: PointMallPage,
});
