import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaySafelyPage, playActivityQueryOptions, playSafelyQueryOptions } from '@/features/play-safely';

export const Route = createFileRoute('/_player/_auth/member/play-safely')({
  // Play safely (issue 30): only with the merchant flag PLAYSAFE3 (an x-spec-extension).
  staticData: { menu: { area: 'member', key: 'playSafely', order: 15, label: msg`Play safely`, icon: 'clock', gate: 'PLAYSAFE3' } },
  loader: ({ context }) =>
    Promise.all([context.queryClient.prefetchQuery(playSafelyQueryOptions()), context.queryClient.prefetchQuery(playActivityQueryOptions())]),
  component: PlaySafelyPage,
});
