import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC 2: /index.html is an alias of the home lobby.
export const Route = createFileRoute('/_player/index.html')({
  beforeLoad: ({ location }) => {
    throw redirect({ to: '/', search: location.search, hash: location.hash, replace: true });
  },
});
