import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getListBetRecordsQueryOptions } from '@generated/api/records/records';
import { STALE, unwrap } from '@/api/query-options';
import { effectiveRange } from '@/ui/data-table';
import type { BettingRecordSearch } from '../logic/betting-record-search';

/** The betting record's request from its URL state: the range defaults to the last 7 days. */
export function bettingRecordQueryOptions(search: BettingRecordSearch) {
  const { from, to } = effectiveRange(search, 'last7');
  return queryOptions({
    ...getListBetRecordsQueryOptions({
      from,
      to,
      pageNo: search.pageNo,
      pageSize: search.pageSize as 10 | 20 | 50,
      ...(search.sort ? { sort: search.sort } : {}),
      ...(search.gameType ? { gameType: search.gameType } : {}),
    }),
    staleTime: STALE.short,
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
    select: unwrap,
  });
}
