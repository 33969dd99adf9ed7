import { i18n } from '@lingui/core';
import { createFileRoute } from '@tanstack/react-router';
import { PromotionsPage, promotionsQueryOptions, promotionsSearchSchema } from '@/features/promotions';

export const Route = createFileRoute('/_player/promotions')({
  validateSearch: promotionsSearchSchema,
  loaderDeps: ({ search }) => ({ category: search.category }),
  // The cards load with the route (in the interface language); the page shows its own loading and error states.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(promotionsQueryOptions(i18n.locale.toUpperCase(), deps.category)),
  component: PromotionsPage,
});
