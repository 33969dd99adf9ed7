export { HelpDialog } from './components/help-dialog';
export { FeedbackDialog } from './components/feedback-dialog';
