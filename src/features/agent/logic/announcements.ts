import { int, oneOfNumbers, searchSchema } from '@/lib/search-params';

/** The announcements page's URL: the page of the list and the open announcement. */
export const agentAnnouncementsSearchSchema = searchSchema({
  pageNo: int(1, 1000),
  pageSize: oneOfNumbers([10, 20, 50]),
  id: int(1),
});
