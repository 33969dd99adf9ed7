import { createFileRoute } from '@tanstack/react-router';
import { PointMallPage } from '@/features/promotions';

export const Route = createFileRoute('/_player/_auth/pointMall')({
  component: PointMallPage,
});
