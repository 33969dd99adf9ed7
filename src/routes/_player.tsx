import { createFileRoute } from '@tanstack/react-router';
import { PlayerLayout } from '@/features/shell';

/** The player site: side menu, header, the page, footer and the service widget. */
export const Route = createFileRoute('/_player')({ component: PlayerLayout });
