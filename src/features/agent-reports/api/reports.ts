import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  getListAgentIncomeQueryOptions,
  getListDailySalaryRecordsQueryOptions,
  getListDividendRecordsQueryOptions,
  getListHourSalaryRecordsQueryOptions,
  getListRealtimeSalaryRecordsQueryOptions,
  getListTeamBetsQueryOptions,
  getListTeamProfitLossQueryOptions,
  getListTeamTransactionsQueryOptions,
} from '@generated/api/agent-reports/agent-reports';
import { STALE, unwrap } from '@/api/query-options';
import type { DatePreset } from '@/lib/date-range';
import { effectiveRange, type TableSearch } from '@/ui/data-table';
import type { AccountDetailsSearch, MemberReportSearch } from '../logic/report-search';

/** The default range of each report (what its page shows with no dates in the URL). */
export const DEFAULT_RANGE = {
  teamBets: 'last7',
  userLoss: 'last7',
  income: 'last30',
  accountDetails: 'last7',
  dividend: 'last30',
  dailySalary: 'last30',
  hourSalary: 'today',
  realtimeSalary: 'today',
} as const satisfies Record<string, DatePreset>;

/** A CSV export asks for pages of the largest size the contract allows, up to this many rows. */
export const EXPORT_PAGE_SIZE = 50;
export const EXPORT_MAX_ROWS = 10_000;

function recordParams(search: TableSearch, preset: DatePreset) {
  const { from, to } = effectiveRange(search, preset);
  return { from, to, pageNo: search.pageNo, pageSize: search.pageSize as 10 | 20 | 50, ...(search.sort ? { sort: search.sort } : {}) };
}

const memberParams = (search: MemberReportSearch) => ({
  ...(search.account ? { account: search.account } : {}),
  ...(search.level ? { level: search.level } : {}),
});

const accountDetailsParams = (search: AccountDetailsSearch) => ({ ...memberParams(search), ...(search.type ? { type: search.type } : {}) });

export const teamBetsQueryOptions = (search: MemberReportSearch) =>
  queryOptions({
    ...getListTeamBetsQueryOptions({ ...recordParams(search, DEFAULT_RANGE.teamBets), ...memberParams(search) }),
    staleTime: STALE.short,
    placeholderData: keepPreviousData,
    select: unwrap,
  });

export const userLossQueryOptions = (search: MemberReportSearch) =>
  queryOptions({
    ...getListTeamProfitLossQueryOptions({ ...recordParams(search, DEFAULT_RANGE.userLoss), ...memberParams(search) }),
    staleTime: STALE.short,
    placeholderData: keepPreviousData,
    select: unwrap,
  });

export const incomeQueryOptions = (search: TableSearch) =>
  queryOptions({
    ...getListAgentIncomeQueryOptions(recordParams(search, DEFAULT_RANGE.income)),
    staleTime: STALE.short,
    placeholderData: keepPreviousData,
    select: unwrap,
  });

export const accountDetailsQueryOptions = (search: AccountDetailsSearch) =>
  queryOptions({
    ...getListTeamTransactionsQueryOptions({ ...recordParams(search, DEFAULT_RANGE.accountDetails), ...accountDetailsParams(search) }),
    staleTime: STALE.short,
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
    select: unwrap,
  });

export const dividendQueryOptions = (search: TableSearch) =>
  queryOptions({
    ...getListDividendRecordsQueryOptions(recordParams(search, DEFAULT_RANGE.dividend)),
    staleTime: STALE.short,
    placeholderData: keepPreviousData,
    select: unwrap,
  });

export const dailySalaryQueryOptions = (search: TableSearch) =>
  queryOptions({
    ...getListDailySalaryRecordsQueryOptions(recordParams(search, DEFAULT_RANGE.dailySalary)),
    staleTime: STALE.short,
    placeholderData: keepPreviousData,
    select: unwrap,
  });

export const hourSalaryQueryOptions = (search: TableSearch) =>
  queryOptions({
    ...getListHourSalaryRecordsQueryOptions(recordParams(search, DEFAULT_RANGE.hourSalary)),
    staleTime: STALE.short,
    placeholderData: keepPreviousData,
    select: unwrap,
  });

export const realtimeSalaryQueryOptions = (search: TableSearch) =>
  queryOptions({
    ...getListRealtimeSalaryRecordsQueryOptions(recordParams(search, DEFAULT_RANGE.realtimeSalary)),
    staleTime: STALE.short,
    placeholderData: keepPreviousData,
    select: unwrap,
  });

/**
 * The income chart's days: every page of the range, oldest first, through
 * the same operation (a 90-day range is two pages of 50).
 */
export function incomeChartQueryOptions(search: TableSearch, pageNo: number) {
  const { from, to } = effectiveRange(search, DEFAULT_RANGE.income);
  return queryOptions({
    ...getListAgentIncomeQueryOptions({ from, to, pageNo, pageSize: EXPORT_PAGE_SIZE, sort: 'date.asc' }),
    staleTime: STALE.short,
    placeholderData: keepPreviousData,
    select: unwrap,
  });
}

/** One page of a report, as an export reads it. */
export type PageFetcher<Row> = (pageNo: number) => Promise<{ list: Row[]; total: number }>;

/**
 * Page fetchers for the CSV export: the current filters and sort, pages of 50
 * through the report's own operation (and its generated query key, so a page
 * already on screen comes from the cache).
 */
export const exportPages = {
  teamBets: (client: QueryClient, search: MemberReportSearch) => (pageNo: number) =>
    client
      .fetchQuery({
        ...getListTeamBetsQueryOptions({ ...recordParams(search, DEFAULT_RANGE.teamBets), ...memberParams(search), pageNo, pageSize: EXPORT_PAGE_SIZE }),
        staleTime: STALE.short,
      })
      .then(unwrap),
  userLoss: (client: QueryClient, search: MemberReportSearch) => (pageNo: number) =>
    client
      .fetchQuery({
        ...getListTeamProfitLossQueryOptions({ ...recordParams(search, DEFAULT_RANGE.userLoss), ...memberParams(search), pageNo, pageSize: EXPORT_PAGE_SIZE }),
        staleTime: STALE.short,
      })
      .then(unwrap),
  income: (client: QueryClient, search: TableSearch) => (pageNo: number) =>
    client
      .fetchQuery({
        ...getListAgentIncomeQueryOptions({ ...recordParams(search, DEFAULT_RANGE.income), pageNo, pageSize: EXPORT_PAGE_SIZE }),
        staleTime: STALE.short,
      })
      .then(unwrap),
  accountDetails: (client: QueryClient, search: AccountDetailsSearch) => (pageNo: number) =>
    client
      .fetchQuery({
        ...getListTeamTransactionsQueryOptions({
          ...recordParams(search, DEFAULT_RANGE.accountDetails),
          ...accountDetailsParams(search),
          pageNo,
          pageSize: EXPORT_PAGE_SIZE,
        }),
        staleTime: STALE.short,
      })
      .then(unwrap),
  dividend: (client: QueryClient, search: TableSearch) => (pageNo: number) =>
    client
      .fetchQuery({
        ...getListDividendRecordsQueryOptions({ ...recordParams(search, DEFAULT_RANGE.dividend), pageNo, pageSize: EXPORT_PAGE_SIZE }),
        staleTime: STALE.short,
      })
      .then(unwrap),
  dailySalary: (client: QueryClient, search: TableSearch) => (pageNo: number) =>
    client
      .fetchQuery({
        ...getListDailySalaryRecordsQueryOptions({ ...recordParams(search, DEFAULT_RANGE.dailySalary), pageNo, pageSize: EXPORT_PAGE_SIZE }),
        staleTime: STALE.short,
      })
      .then(unwrap),
  hourSalary: (client: QueryClient, search: TableSearch) => (pageNo: number) =>
    client
      .fetchQuery({
        ...getListHourSalaryRecordsQueryOptions({ ...recordParams(search, DEFAULT_RANGE.hourSalary), pageNo, pageSize: EXPORT_PAGE_SIZE }),
        staleTime: STALE.short,
      })
      .then(unwrap),
  realtimeSalary: (client: QueryClient, search: TableSearch) => (pageNo: number) =>
    client
      .fetchQuery({
        ...getListRealtimeSalaryRecordsQueryOptions({ ...recordParams(search, DEFAULT_RANGE.realtimeSalary), pageNo, pageSize: EXPORT_PAGE_SIZE }),
        staleTime: STALE.short,
      })
      .then(unwrap),
};

/**
 * Every row of a report for the export: page 1 tells the total, the other
 * pages follow four at a time; at most EXPORT_MAX_ROWS rows (`truncated` says
 * when the range held more).
 */
export async function fetchAllRows<Row>(fetchPage: PageFetcher<Row>): Promise<{ rows: Row[]; total: number; truncated: boolean }> {
  const first = await fetchPage(1);
  const pages = Math.min(Math.ceil(first.total / EXPORT_PAGE_SIZE), EXPORT_MAX_ROWS / EXPORT_PAGE_SIZE);
  const rows = [...first.list];
  for (let start = 2; start <= pages; start += 4) {
    const batch = await Promise.all(Array.from({ length: Math.min(4, pages - start + 1) }, (_, index) => fetchPage(start + index)));
    for (const page of batch) rows.push(...page.list);
  }
  return { rows, total: first.total, truncated: first.total > rows.length };
}
