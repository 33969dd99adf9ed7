export { MessagesPage } from './components/messages-page';
export { messagesQueryOptions } from './api/messages';
export { messagesSearchSchema, type MessagesSearch } from './logic/messages-search';
