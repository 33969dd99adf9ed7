import { z } from 'zod';
import { PointType, RedeemStatus } from '@generated/model';
import { PAGE_SIZES } from '@/ui/data-table';

export const POINT_MALL_TABS = ['rewards', 'history', 'details', 'rules'] as const;
export type PointMallTab = (typeof POINT_MALL_TABS)[number];

/**
 * The points mall's URL: the tab, and the page and filter of the record tabs.
 * Every field is optional (a bare /pointMall stays bare, also in a login
 * redirect); a bad value is dropped. `resolvePointMallSearch` fills the defaults.
 */
export const pointMallSearchSchema = z.object({
  tab: z.enum(POINT_MALL_TABS).optional().catch(undefined),
  pageNo: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
  pageSize: z.coerce
    .number()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size))
    .optional()
    .catch(undefined),
  /** Redeem history: one status. */
  status: RedeemStatus.optional().catch(undefined),
  /** Points details: one point type. */
  type: PointType.optional().catch(undefined),
});
export type PointMallSearchParams = z.infer<typeof pointMallSearchSchema>;
export type PointMallSearch = Omit<PointMallSearchParams, 'tab' | 'pageNo' | 'pageSize'> & { tab: PointMallTab; pageNo: number; pageSize: number };

export function resolvePointMallSearch(params: PointMallSearchParams): PointMallSearch {
  return { ...params, tab: params.tab ?? 'rewards', pageNo: params.pageNo ?? 1, pageSize: params.pageSize ?? 10 };
}
