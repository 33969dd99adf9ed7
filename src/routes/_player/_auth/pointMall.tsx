import { createFileRoute, notFound } from '@tanstack/react-router';
import { PointMallPage, pointMallSearchSchema, pointsBalanceQueryOptions, pointsEnabled } from '@/features/points';

export const Route = createFileRoute('/_player/_auth/pointMall')({
  validateSearch: pointMallSearchSchema,
  // SPEC 6: the points mall exists only with whitelabel PTSYS3; without it the address is not found.
  beforeLoad: async ({ context }) => {
    if (!(await pointsEnabled(context.queryClient))) throw notFound();
  },
  loader: ({ context }) => context.queryClient.prefetchQuery(pointsBalanceQueryOptions()),
  component: PointMallPage,
});
