import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getListAgentIncomeQueryKey,
  getListDailySalaryRecordsQueryKey,
  getListDividendRecordsQueryKey,
  getListHourSalaryRecordsQueryKey,
  getListRealtimeSalaryRecordsQueryKey,
  getListTeamBetsQueryKey,
  getListTeamProfitLossQueryKey,
  getListTeamTransactionsQueryKey,
  listTeamBets,
} from '@generated/api/agent-reports/agent-reports';
import {
  getGetProfitLossQueryKey,
  getListAccountRecordsQueryKey,
  getListBetRecordsQueryKey,
  getListBonusRecordsQueryKey,
} from '@generated/api/records/records';
import { memberFilters, memberReportSearchSchema } from '@/features/agent-reports';
import { Route as accountDetails } from '@/routes/_agent/agentHome/account-details';
import { Route as dailySalary } from '@/routes/_agent/agentHome/daily-salary';
import { Route as dividend } from '@/routes/_agent/agentHome/dividend';
import { Route as hourlySalary } from '@/routes/_agent/agentHome/hourly-salary';
import { Route as income } from '@/routes/_agent/agentHome/income';
import { Route as realtimeSalary } from '@/routes/_agent/agentHome/realtime-salary';
import { Route as teamBetting } from '@/routes/_agent/agentHome/team-betting';
import { Route as userLoss } from '@/routes/_agent/agentHome/user-loss';
import { Route as accountRecord } from '@/routes/_player/_auth/member/account-record';
import { Route as bettingRecord } from '@/routes/_player/_auth/member/betting-record';
import { Route as bonusDetails } from '@/routes/_player/_auth/member/bonus-details';
import { Route as profitLoss } from '@/routes/_player/_auth/member/profit-loss';
import type { DatePreset } from '@/lib/date-range';
import type { TableSearch } from '@/ui/data-table';
import { defineReport, EXPORT_MAX_ROWS, EXPORT_PAGE_SIZE, fetchAllRows, reportParams } from '@/ui/report-page';

const TODAY = new Date(2026, 10, 23, 15, 30); // 23 Nov 2026, afternoon, local time
const PAGE: TableSearch = { pageNo: 1, pageSize: 20 };

type Prefetched = { queryKey: unknown; select?: (response: unknown) => unknown; placeholderData?: unknown };
type Loader = (args: { context: { queryClient: QueryClient }; deps: unknown }) => Promise<unknown>;

/** What a report's route asks for (its definition lives in the route file, docs/how-to/add-a-report.md): the loader's query. */
async function prefetchedBy(route: { options: { loader?: unknown } }, search: object): Promise<Prefetched> {
  const prefetchQuery = vi.fn(async (_options: Prefetched) => undefined);
  await (route.options.loader as Loader)({ context: { queryClient: { prefetchQuery } as unknown as QueryClient }, deps: search });
  const options = prefetchQuery.mock.calls[0]?.[0];
  if (!options) throw new Error('the loader prefetched nothing');
  return options;
}

describe('a report asks for its range: the URL dates, else its one default', () => {
  it.each<[string, Partial<TableSearch>, DatePreset, { from: string; to: string }]>([
    ['no dates: the last 7 days', {}, 'last7', { from: '2026-11-17', to: '2026-11-23' }],
    ['no dates: the last 30 days', {}, 'last30', { from: '2026-10-25', to: '2026-11-23' }],
    ['no dates: today', {}, 'today', { from: '2026-11-23', to: '2026-11-23' }],
    ['both dates', { from: '2026-01-01', to: '2026-01-31' }, 'today', { from: '2026-01-01', to: '2026-01-31' }],
    ['a start only: the default end', { from: '2026-11-01' }, 'last7', { from: '2026-11-01', to: '2026-11-23' }],
  ])('%s', (_, search, defaultRange, range) => {
    expect(reportParams({ ...PAGE, ...search }, { defaultRange }, TODAY)).toEqual({ ...range, pageNo: 1, pageSize: 20 });
  });
});

describe("a report's params from its URL state", () => {
  const source = {
    defaultRange: 'last7' as const,
    filters: (search: TableSearch & { account?: string; level?: number }) => ({ account: search.account, level: search.level }),
  };
  const range = { from: '2026-11-17', to: '2026-11-23' };
  it.each<[string, TableSearch & { account?: string; level?: number }, Record<string, unknown>]>([
    ['page and size', { pageNo: 3, pageSize: 50 }, { ...range, pageNo: 3, pageSize: 50 }],
    ['a sort', { ...PAGE, sort: 'validBet.desc' }, { ...range, pageNo: 1, pageSize: 20, sort: 'validBet.desc' }],
    ['set filters', { ...PAGE, account: 'aung', level: 2 }, { ...range, pageNo: 1, pageSize: 20, account: 'aung', level: 2 }],
    ['unset and empty filters are left out', { ...PAGE, account: '' }, { ...range, pageNo: 1, pageSize: 20 }],
  ])('%s', (_, search, params) => {
    // toStrictEqual: a left-out filter is no key at all, so the query key and the request leave it out.
    expect(reportParams(search, source, TODAY)).toStrictEqual(params);
  });
});

describe('each report has one default range (SPEC 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TODAY);
  });
  afterEach(() => vi.useRealTimers());

  const ranges: Record<string, { from: string; to: string }> = {
    last7: { from: '2026-11-17', to: '2026-11-23' },
    last30: { from: '2026-10-25', to: '2026-11-23' },
    today: { from: '2026-11-23', to: '2026-11-23' },
  };
  it.each<[string, DatePreset, { options: { loader?: unknown } }, (params: never) => unknown]>([
    ['betting record', 'last7', bettingRecord, getListBetRecordsQueryKey],
    ['account record', 'last7', accountRecord, getListAccountRecordsQueryKey],
    ['profit and loss', 'last7', profitLoss, getGetProfitLossQueryKey],
    ['bonus details', 'last7', bonusDetails, getListBonusRecordsQueryKey],
    ['team betting', 'last7', teamBetting, getListTeamBetsQueryKey],
    ['user loss', 'last7', userLoss, getListTeamProfitLossQueryKey],
    ['account details', 'last7', accountDetails, getListTeamTransactionsQueryKey],
    ['my income', 'last30', income, getListAgentIncomeQueryKey],
    ['dividend', 'last30', dividend, getListDividendRecordsQueryKey],
    ['daily salary', 'last30', dailySalary, getListDailySalaryRecordsQueryKey],
    ['hourly salary', 'today', hourlySalary, getListHourSalaryRecordsQueryKey],
    ['real-time salary', 'today', realtimeSalary, getListRealtimeSalaryRecordsQueryKey],
  ])('%s: %s', async (_, defaultRange, route, queryKey) => {
    // A URL without dates: the route's loader asks its operation for the report's one default range.
    expect((await prefetchedBy(route, PAGE)).queryKey).toEqual(queryKey({ ...ranges[defaultRange], ...PAGE } as never));
  });
});

describe("a report's query, export and file name come from its definition", () => {
  const search = { pageNo: 2, pageSize: 10, from: '2026-11-01', to: '2026-11-07', level: 2 };
  // The export and the CSV name belong to the page (its Export button): a definition like team betting's gives them.
  const teamBettingSource = {
    fetcher: listTeamBets,
    queryKey: getListTeamBetsQueryKey,
    search: memberReportSearchSchema,
    filters: memberFilters,
    defaultRange: 'last7' as const,
    exportName: 'team-betting',
    useView: () => ({ title: 'Team betting', columns: [], rowId: (row: { account: string }) => row.account }),
  };
  const teamBettingDefinition = defineReport(teamBettingSource);

  it("uses the operation's generated query key, with the params and filters of the URL", async () => {
    expect((await prefetchedBy(teamBetting, search)).queryKey).toEqual(
      getListTeamBetsQueryKey({ from: '2026-11-01', to: '2026-11-07', pageNo: 2, pageSize: 10, level: 2 }),
    );
    expect((await prefetchedBy(accountDetails, { ...search, level: undefined, type: 'deposit' })).queryKey).toEqual(
      getListTeamTransactionsQueryKey({ from: '2026-11-01', to: '2026-11-07', pageNo: 2, pageSize: 10, type: 'deposit' }),
    );
    expect((await prefetchedBy(bettingRecord, { ...PAGE, gameType: 'LIVE', from: '2026-11-01', to: '2026-11-01' })).queryKey).toEqual(
      getListBetRecordsQueryKey({ from: '2026-11-01', to: '2026-11-01', pageNo: 1, pageSize: 20, gameType: 'LIVE' }),
    );
  });

  it('hands the page the envelope’s value, and keeps the previous page on screen while the next loads', async () => {
    const options = await prefetchedBy(teamBetting, search);
    const value = { list: [], total: 0, pageNo: 1, pageSize: 10, totals: { betCount: 0, betAmount: 0, validBet: 0, winLoss: 0 } };
    expect(options.select?.({ success: true, message: null, value })).toBe(value);
    expect(options.placeholderData).toBeTypeOf('function');
  });

  it('exports pages of 50 with the same filters and sort, through the same query key', async () => {
    const fetchQuery = vi.fn(async () => ({ success: true, message: null, value: { list: [], total: 0 } }));
    await teamBettingDefinition.exportPage({ fetchQuery } as unknown as QueryClient, { ...search, sort: 'winLoss.asc' })(3);
    expect(fetchQuery).toHaveBeenCalledWith(
      expect.objectContaining({
        queryKey: getListTeamBetsQueryKey({ from: '2026-11-01', to: '2026-11-07', pageNo: 3, pageSize: EXPORT_PAGE_SIZE, sort: 'winLoss.asc', level: 2 }),
      }),
    );
  });

  it('names the CSV after the report and its dates', () => {
    expect(defineReport({ ...teamBettingSource, exportName: 'user-loss' }).fileName(search)).toBe('user-loss_2026-11-01_2026-11-07.csv');
  });
});

describe('an export reads every page', () => {
  const pages = (total: number) => vi.fn(async (pageNo: number) => ({ list: [`row ${pageNo}`], total }));

  it.each([
    [0, 1],
    [50, 1],
    [51, 2],
    [260, 6],
    [EXPORT_MAX_ROWS + 1, EXPORT_MAX_ROWS / EXPORT_PAGE_SIZE],
  ])('%i rows: %i pages', async (total, calls) => {
    const fetchPage = pages(total);
    const result = await fetchAllRows(fetchPage);
    expect(fetchPage).toHaveBeenCalledTimes(calls);
    expect(result.rows).toHaveLength(calls);
    expect(result.truncated).toBe(total > calls);
  });
});
