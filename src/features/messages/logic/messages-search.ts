import { z } from 'zod';
import { PAGE_SIZES } from '@/ui/data-table';

// Apart from the query options: the route validates its search before its code loads (issue 12).

/** The inbox's URL: a page and a page size (10 by default: an inbox is read, not scanned). */
export const messagesSearchSchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
  pageSize: z.coerce
    .number()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size))
    .default(10)
    .catch(10),
});
export type MessagesSearch = z.infer<typeof messagesSearchSchema>;
