import { searchSchema, text } from '@/lib/search-params';

/** /member/deposit?order=DP-…: the open deposit order, so a reload or a link returns to its payment step. */
export const depositSearchSchema = searchSchema({
  order: text({ pattern: /^DP-\d{8}-\d{4}$/ }),
});
