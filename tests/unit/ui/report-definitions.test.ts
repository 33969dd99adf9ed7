import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { getListTeamBetsQueryKey, getListTeamTransactionsQueryKey } from '@generated/api/agent-reports/agent-reports';
import { getListBetRecordsQueryKey } from '@generated/api/records/records';
import {
  accountDetailsReport,
  dailySalaryReport,
  dividendReport,
  hourlySalaryReport,
  incomeReport,
  realtimeSalaryReport,
  teamBettingReport,
  userLossReport,
} from '@/features/agent-reports';
import { accountRecordReport, bettingRecordReport, bonusDetailsReport, profitLossReport } from '@/features/records';
import type { DatePreset } from '@/lib/date-range';
import type { TableSearch } from '@/ui/data-table';
import { EXPORT_MAX_ROWS, EXPORT_PAGE_SIZE, fetchAllRows, reportParams } from '@/ui/report-page';

const TODAY = new Date(2026, 10, 23, 15, 30); // 23 Nov 2026, afternoon, local time
const PAGE: TableSearch = { pageNo: 1, pageSize: 20 };

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
  it.each<[string, DatePreset, { defaultRange: DatePreset }]>([
    ['betting record', 'last7', bettingRecordReport],
    ['account record', 'last7', accountRecordReport],
    ['profit and loss', 'last7', profitLossReport],
    ['bonus details', 'last7', bonusDetailsReport],
    ['team betting', 'last7', teamBettingReport],
    ['user loss', 'last7', userLossReport],
    ['account details', 'last7', accountDetailsReport],
    ['my income', 'last30', incomeReport],
    ['dividend', 'last30', dividendReport],
    ['daily salary', 'last30', dailySalaryReport],
    ['hourly salary', 'today', hourlySalaryReport],
    ['real-time salary', 'today', realtimeSalaryReport],
  ])('%s: %s', (_, defaultRange, report) => {
    expect(report.defaultRange).toBe(defaultRange);
  });
});

describe("a report's query, export and file name come from its definition", () => {
  const search = { pageNo: 2, pageSize: 10, from: '2026-11-01', to: '2026-11-07', level: 2 };

  it("uses the operation's generated query key, with the params and filters of the URL", () => {
    expect(teamBettingReport.queryOptions(search).queryKey).toEqual(
      getListTeamBetsQueryKey({ from: '2026-11-01', to: '2026-11-07', pageNo: 2, pageSize: 10, level: 2 }),
    );
    expect(accountDetailsReport.queryOptions({ ...search, level: undefined, type: 'deposit' }).queryKey).toEqual(
      getListTeamTransactionsQueryKey({ from: '2026-11-01', to: '2026-11-07', pageNo: 2, pageSize: 10, type: 'deposit' }),
    );
    expect(bettingRecordReport.queryOptions({ ...PAGE, gameType: 'LIVE', from: '2026-11-01', to: '2026-11-01' }).queryKey).toEqual(
      getListBetRecordsQueryKey({ from: '2026-11-01', to: '2026-11-01', pageNo: 1, pageSize: 20, gameType: 'LIVE' }),
    );
  });

  it('hands the page the envelope’s value, and keeps the previous page on screen while the next loads', () => {
    const options = teamBettingReport.queryOptions(search);
    const value = { list: [], total: 0, pageNo: 1, pageSize: 10, totals: { betCount: 0, betAmount: 0, validBet: 0, winLoss: 0 } };
    expect(options.select?.({ success: true, message: null, value })).toBe(value);
    expect(options.placeholderData).toBeTypeOf('function');
  });

  it('exports pages of 50 with the same filters and sort, through the same query key', async () => {
    const fetchQuery = vi.fn(async () => ({ success: true, message: null, value: { list: [], total: 0 } }));
    await teamBettingReport.exportPage({ fetchQuery } as unknown as QueryClient, { ...search, sort: 'winLoss.asc' })(3);
    expect(fetchQuery).toHaveBeenCalledWith(
      expect.objectContaining({
        queryKey: getListTeamBetsQueryKey({ from: '2026-11-01', to: '2026-11-07', pageNo: 3, pageSize: EXPORT_PAGE_SIZE, sort: 'winLoss.asc', level: 2 }),
      }),
    );
  });

  it('names the CSV after the report and its dates', () => {
    expect(userLossReport.fileName(search)).toBe('user-loss_2026-11-01_2026-11-07.csv');
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
