import { POINT_TYPES, REDEEM_STATUSES } from '@/api/contract-enums';
import { int, oneOf, oneOfNumbers, searchSchema, type SearchOf } from '@/lib/search-params';
import { PAGE_SIZES } from '@/ui/data-table';

export const POINT_MALL_TABS = ['rewards', 'history', 'details', 'rules'] as const;
export type PointMallTab = (typeof POINT_MALL_TABS)[number];

/**
 * The points mall's URL: the tab, and the page and filter of the record tabs.
 * Every field is optional (a bare /pointMall stays bare, also in a login
 * redirect); a bad value is dropped. `resolvePointMallSearch` fills the defaults.
 */
export const pointMallSearchSchema = searchSchema({
  tab: oneOf(POINT_MALL_TABS),
  pageNo: int(1, 10_000),
  pageSize: oneOfNumbers(PAGE_SIZES),
  /** Redeem history: one status. */
  status: oneOf(REDEEM_STATUSES),
  /** Points details: one point type. */
  type: oneOf(POINT_TYPES),
});
export type PointMallSearchParams = SearchOf<typeof pointMallSearchSchema>;
export type PointMallSearch = Omit<PointMallSearchParams, 'tab' | 'pageNo' | 'pageSize'> & { tab: PointMallTab; pageNo: number; pageSize: number };

export function resolvePointMallSearch(params: PointMallSearchParams): PointMallSearch {
  return { ...params, tab: params.tab ?? 'rewards', pageNo: params.pageNo ?? 1, pageSize: params.pageSize ?? 10 };
}
