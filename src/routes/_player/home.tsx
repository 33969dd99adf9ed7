import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC 2: /home is an alias of the home lobby.
export const Route = createFileRoute('/_player/home')({
  beforeLoad: ({ location }) => {
    throw redirect({ to: '/', search: location.search, hash: location.hash, replace: true });
  },
});
