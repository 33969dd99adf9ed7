import * as z from 'zod/mini';
import { intParam, optionalParam, sizeParam } from '@/lib/search-params';

/** The announcements page's URL: the page of the list and the open announcement. */
export const agentAnnouncementsSearchSchema = z.object({
  pageNo: optionalParam(intParam(1, 1000)),
  pageSize: optionalParam(sizeParam([10, 20, 50])),
  id: optionalParam(intParam(1)),
});
