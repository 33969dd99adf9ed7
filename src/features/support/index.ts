import { onDemand } from '@/ui/on-demand';
export { HelpDialog } from './components/help-dialog';
/** Opened by a click (the footer's "Send feedback"): loaded then, not with the page. */
export const FeedbackDialog = onDemand(() => import('./components/feedback-dialog'), 'FeedbackDialog');
export { HelpCentrePage } from './components/help-centre-page';
