import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC 2: /index is an alias of the home lobby.
export const Route = createFileRoute('/_player/index')({
  beforeLoad: ({ location }) => {
    throw redirect({ to: '/', search: location.search, hash: location.hash, replace: true });
  },
});
