export { MessagesPage } from './components/messages-page';
export { messagesQueryOptions, messagesSearchSchema, type MessagesSearch } from './api/messages';
