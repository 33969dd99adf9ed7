import { createFileRoute } from '@tanstack/react-router';
import { WinnersPage } from '@/features/promotions';

export const Route = createFileRoute('/_player/winners')({ component: WinnersPage });
