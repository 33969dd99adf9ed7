import { z } from 'zod';

/** The announcements page's URL: the page of the list and the open announcement. */
export const agentAnnouncementsSearchSchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(1000).optional().catch(undefined),
  pageSize: z.coerce
    .number()
    .refine((size) => [10, 20, 50].includes(size))
    .optional()
    .catch(undefined),
  id: z.coerce.number().int().min(1).optional().catch(undefined),
});
