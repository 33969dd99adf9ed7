import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '@/features/auth';
import { AccountGameList } from '@/features/games';

export const Route = createFileRoute('/favorite')({
  beforeLoad: requireSession('member'),
  component: () => <AccountGameList kind="favourites" />,
});
