import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC 2 names /lottert among the game pages: an old spelling of /lottery.
export const Route = createFileRoute('/_game/lottert')({
  beforeLoad: ({ location }) => {
    throw redirect({ to: '/lottery', search: location.search, replace: true });
  },
});
