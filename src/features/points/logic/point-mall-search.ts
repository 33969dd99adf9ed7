import { z } from 'zod';
import { PointType, RedeemStatus } from '@generated/model';
import { PAGE_SIZES } from '@/ui/data-table';

export const POINT_MALL_TABS = ['rewards', 'history', 'details', 'rules'] as const;
export type PointMallTab = (typeof POINT_MALL_TABS)[number];

/** The points mall's URL: the tab, and the page and filter of the record tabs (a bad value falls back). */
export const pointMallSearchSchema = z.object({
  tab: z.enum(POINT_MALL_TABS).default('rewards').catch('rewards'),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
  pageSize: z.coerce
    .number()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size))
    .default(10)
    .catch(10),
  /** Redeem history: one status. */
  status: RedeemStatus.optional().catch(undefined),
  /** Points details: one point type. */
  type: PointType.optional().catch(undefined),
});
export type PointMallSearch = z.infer<typeof pointMallSearchSchema>;
