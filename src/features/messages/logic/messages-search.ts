import { int, oneOfNumbers, searchSchema, withDefault, type SearchOf } from '@/lib/search-params';
import { PAGE_SIZES } from '@/ui/data-table';

// Apart from the query options: the route validates its search before its code loads (issue 12).

/** The inbox's URL: a page and a page size (10 by default: an inbox is read, not scanned). */
export const messagesSearchSchema = searchSchema({
  pageNo: withDefault(int(1, 10_000), 1),
  pageSize: withDefault(oneOfNumbers(PAGE_SIZES), 10),
});
export type MessagesSearch = SearchOf<typeof messagesSearchSchema>;
