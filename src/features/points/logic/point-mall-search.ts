import * as z from 'zod/mini';
import { POINT_TYPES, REDEEM_STATUSES } from '@/api/contract-enums';
import { intParam, optionalParam, sizeParam } from '@/lib/search-params';
import { PAGE_SIZES } from '@/ui/data-table';

export const POINT_MALL_TABS = ['rewards', 'history', 'details', 'rules'] as const;
export type PointMallTab = (typeof POINT_MALL_TABS)[number];

/**
 * The points mall's URL: the tab, and the page and filter of the record tabs.
 * Every field is optional (a bare /pointMall stays bare, also in a login
 * redirect); a bad value is dropped. `resolvePointMallSearch` fills the defaults.
 */
export const pointMallSearchSchema = z.object({
  tab: optionalParam(z.enum(POINT_MALL_TABS)),
  pageNo: optionalParam(intParam(1, 10_000)),
  pageSize: optionalParam(sizeParam(PAGE_SIZES)),
  /** Redeem history: one status. */
  status: optionalParam(z.enum(REDEEM_STATUSES)),
  /** Points details: one point type. */
  type: optionalParam(z.enum(POINT_TYPES)),
});
export type PointMallSearchParams = z.infer<typeof pointMallSearchSchema>;
export type PointMallSearch = Omit<PointMallSearchParams, 'tab' | 'pageNo' | 'pageSize'> & { tab: PointMallTab; pageNo: number; pageSize: number };

export function resolvePointMallSearch(params: PointMallSearchParams): PointMallSearch {
  return { ...params, tab: params.tab ?? 'rewards', pageNo: params.pageNo ?? 1, pageSize: params.pageSize ?? 10 };
}
