import { createFileRoute } from '@tanstack/react-router';
import { FavouriteList } from '@/features/games';

export const Route = createFileRoute('/_player/_auth/favorite')({
  component: FavouriteList,
});
