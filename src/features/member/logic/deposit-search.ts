import { z } from 'zod';

/** /member/deposit?order=DP-…: the open deposit order, so a reload or a link returns to its payment step. */
export const depositSearchSchema = z.object({
  order: z
    .string()
    .regex(/^DP-\d{8}-\d{4}$/)
    .optional()
    .catch(undefined),
});
