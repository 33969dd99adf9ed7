import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getGetProfitLossQueryOptions, getListAccountRecordsQueryOptions, getListBonusRecordsQueryOptions } from '@generated/api/records/records';
import { AccountRecordType, BonusKind, GameType } from '@generated/model';
import { STALE, unwrap } from '@/api/query-options';
import { effectiveRange, tableSearchSchema, type TableSearch } from '@/ui/data-table';
import type { z } from 'zod';

/** What every record request takes from its URL: the range (last 7 days by default), the page and the sort. */
function recordParams(search: TableSearch) {
  const { from, to } = effectiveRange(search, 'last7');
  return { from, to, pageNo: search.pageNo, pageSize: search.pageSize as 10 | 20 | 50, ...(search.sort ? { sort: search.sort } : {}) };
}

/** The account record's URL: the table state plus a record type. */
export const accountRecordSearchSchema = tableSearchSchema.extend({ type: AccountRecordType.optional().catch(undefined) });
export type AccountRecordSearch = z.infer<typeof accountRecordSearchSchema>;

export function accountRecordQueryOptions(search: AccountRecordSearch) {
  return queryOptions({
    ...getListAccountRecordsQueryOptions({ ...recordParams(search), ...(search.type ? { type: search.type } : {}) }),
    // Money movements: a transfer or deposit made a moment ago shows on the next visit, never a stale copy.
    staleTime: STALE.live,
    placeholderData: keepPreviousData,
    select: unwrap,
  });
}

/** Profit and loss: the table state plus a game type. */
export const profitLossSearchSchema = tableSearchSchema.extend({ gameType: GameType.optional().catch(undefined) });
export type ProfitLossSearch = z.infer<typeof profitLossSearchSchema>;

export function profitLossQueryOptions(search: ProfitLossSearch) {
  return queryOptions({
    ...getGetProfitLossQueryOptions({ ...recordParams(search), ...(search.gameType ? { gameType: search.gameType } : {}) }),
    staleTime: STALE.short,
    placeholderData: keepPreviousData,
    select: unwrap,
  });
}

/** Bonus details: the table state plus bonuses or rebates. */
export const bonusDetailsSearchSchema = tableSearchSchema.extend({ type: BonusKind.optional().catch(undefined) });
export type BonusDetailsSearch = z.infer<typeof bonusDetailsSearchSchema>;

export function bonusDetailsQueryOptions(search: BonusDetailsSearch) {
  return queryOptions({
    ...getListBonusRecordsQueryOptions({ ...recordParams(search), ...(search.type ? { type: search.type } : {}) }),
    staleTime: STALE.short,
    placeholderData: keepPreviousData,
    select: unwrap,
  });
}
