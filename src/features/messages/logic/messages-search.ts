import * as z from 'zod/mini';
import { intParam, paramWithDefault, sizeParam } from '@/lib/search-params';
import { PAGE_SIZES } from '@/ui/data-table';

// Apart from the query options: the route validates its search before its code loads (issue 12).

/** The inbox's URL: a page and a page size (10 by default: an inbox is read, not scanned). */
export const messagesSearchSchema = z.object({
  pageNo: paramWithDefault(intParam(1, 10_000), 1),
  pageSize: paramWithDefault(sizeParam(PAGE_SIZES), 10),
});
export type MessagesSearch = z.infer<typeof messagesSearchSchema>;
