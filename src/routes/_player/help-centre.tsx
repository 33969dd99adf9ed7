import { createFileRoute } from '@tanstack/react-router';
import { HelpCentrePage } from '@/features/support';

/** The help centre as a page (SPEC 2 further screens); /help keeps the modal over the lobby. */
export const Route = createFileRoute('/_player/help-centre')({ component: HelpCentrePage });
