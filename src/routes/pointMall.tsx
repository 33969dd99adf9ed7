import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '@/features/auth';
import { PointMallPage } from '@/features/promotions';

export const Route = createFileRoute('/pointMall')({
  beforeLoad: requireSession('member'),
  component: PointMallPage,
});
