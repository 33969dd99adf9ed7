import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getGetProfitLossQueryOptions, getListAccountRecordsQueryOptions, getListBonusRecordsQueryOptions } from '@generated/api/records/records';
import { STALE, unwrap } from '@/api/query-options';
import { effectiveRange, type TableSearch } from '@/ui/data-table';
import type { AccountRecordSearch, BonusDetailsSearch, ProfitLossSearch } from '../logic/records-search';

/** What every record request takes from its URL: the range (last 7 days by default), the page and the sort. */
function recordParams(search: TableSearch) {
  const { from, to } = effectiveRange(search, 'last7');
  return { from, to, pageNo: search.pageNo, pageSize: search.pageSize as 10 | 20 | 50, ...(search.sort ? { sort: search.sort } : {}) };
}

export function accountRecordQueryOptions(search: AccountRecordSearch) {
  return queryOptions({
    ...getListAccountRecordsQueryOptions({ ...recordParams(search), ...(search.type ? { type: search.type } : {}) }),
    // Money movements: a transfer or deposit made a moment ago shows on the next visit, never a stale copy.
    staleTime: STALE.live,
    placeholderData: keepPreviousData,
    select: unwrap,
  });
}

export function profitLossQueryOptions(search: ProfitLossSearch) {
  return queryOptions({
    ...getGetProfitLossQueryOptions({ ...recordParams(search), ...(search.gameType ? { gameType: search.gameType } : {}) }),
    staleTime: STALE.short,
    placeholderData: keepPreviousData,
    select: unwrap,
  });
}

export function bonusDetailsQueryOptions(search: BonusDetailsSearch) {
  return queryOptions({
    ...getListBonusRecordsQueryOptions({ ...recordParams(search), ...(search.type ? { type: search.type } : {}) }),
    staleTime: STALE.short,
    placeholderData: keepPreviousData,
    select: unwrap,
  });
}
