export { HelpDialog } from './components/help-dialog';
export { FeedbackDialog } from './components/feedback-dialog';
export { HelpCentrePage } from './components/help-centre-page';
