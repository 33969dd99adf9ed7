import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '@/features/auth';
import { FavouriteList } from '@/features/games';

export const Route = createFileRoute('/favorite')({
  beforeLoad: requireSession('member'),
  component: FavouriteList,
});
