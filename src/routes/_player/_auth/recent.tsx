import { createFileRoute } from '@tanstack/react-router';
import { RecentList } from '@/features/games';

export const Route = createFileRoute('/_player/_auth/recent')({
  component: RecentList,
});
