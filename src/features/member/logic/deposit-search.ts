import * as z from 'zod/mini';
import { optionalParam } from '@/lib/search-params';

/** /member/deposit?order=DP-…: the open deposit order, so a reload or a link returns to its payment step. */
export const depositSearchSchema = z.object({
  order: optionalParam(z.string().check(z.regex(/^DP-\d{8}-\d{4}$/))),
});
