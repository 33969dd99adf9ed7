import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '@/features/auth';
import { RecentList } from '@/features/games';

export const Route = createFileRoute('/recent')({
  beforeLoad: requireSession('member'),
  component: RecentList,
});
