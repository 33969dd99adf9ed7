import { keepPreviousData, queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { STALE, unwrap, type SuccessValue } from '@/api/query-options';
import { csvFileName } from '@/lib/csv';
import { effectiveRange, type DatePreset } from '@/lib/date-range';
import type { TableSearch } from '../data-table/table-search';

/** A CSV export asks for pages of the largest size the contract allows, up to this many rows. */
export const EXPORT_PAGE_SIZE = 50;
export const EXPORT_MAX_ROWS = 10_000;

/** The shared record parameters of the contract (RecordFrom, RecordTo, RecordPageNo, RecordPageSize, RecordSort). */
export type RecordParams = { from: string; to: string; pageNo: number; pageSize: 10 | 20 | 50; sort?: string };

/** A server page of records. */
export type RecordPage<Row = unknown> = { list: Row[]; total: number };

type Envelope = { success: boolean; message?: string | null; value?: unknown };

/** The data side of a report: what it asks the server for, from its validated URL state. */
export type ReportSource<Search extends TableSearch, Params extends RecordParams, Response extends Envelope> = {
  /** The operation: its generated fetcher (`listTeamBets`) ... */
  fetcher: (params: Params, options?: { signal?: AbortSignal }) => Promise<Response>;
  /** ... and its generated query key (`getListTeamBetsQueryKey`), shared with any other use of the operation. */
  queryKey: (params: Params) => QueryKey;
  /** The one range the page and its request use when the URL has none. */
  defaultRange: DatePreset;
  /** The operation's params beyond the table state, from the URL (an unset filter is left out). */
  filters?: (search: Search) => Partial<Omit<Params, keyof RecordParams>>;
  /** How long an answer stays fresh (`STALE.short` unless said). */
  staleTime?: number;
  /** The CSV file's name before its dates (`team-betting` -> `team-betting_2026-01-01_2026-01-07.csv`); none: no export. */
  exportName?: string;
};

/** A filter's value, or nothing when it is unset (so the query key and the URL leave it out). */
const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The request of a report from its URL state: the range (or its default), the page, the sort and the set filters. */
export function reportParams<Search extends TableSearch, Params extends RecordParams>(
  search: Search,
  source: Pick<ReportSource<Search, Params, Envelope>, 'defaultRange' | 'filters'>,
  today?: Date,
): Params {
  const { from, to } = effectiveRange(search, source.defaultRange, today);
  const filters = Object.entries(source.filters?.(search) ?? {}).filter(([, value]) => isSet(value));
  return {
    from,
    to,
    pageNo: search.pageNo,
    pageSize: search.pageSize as RecordParams['pageSize'],
    ...(search.sort ? { sort: search.sort } : {}),
    ...Object.fromEntries(filters),
  } as Params;
}

/**
 * The query side of a report definition: the loader's and the page's query options (one unwrap of the envelope
 * here, not at each use), the export's page fetcher and the CSV file name, all from the same params.
 */
export function reportQueries<Search extends TableSearch, Params extends RecordParams, Response extends Envelope>(
  source: ReportSource<Search, Params, Response>,
) {
  const staleTime = source.staleTime ?? STALE.short;
  const request = (search: Search, override: Partial<RecordParams> = {}) => {
    const params: Params = { ...reportParams(search, source), ...override };
    return { queryKey: source.queryKey(params), queryFn: ({ signal }: { signal: AbortSignal }) => source.fetcher(params, { signal }) };
  };
  return {
    /** The page's query (and the loader's prefetch); `override` asks for another page size or sort (a chart's days). */
    queryOptions: (search: Search, override?: Partial<RecordParams>) =>
      queryOptions({
        ...request(search, override),
        staleTime,
        // The previous page stays on screen (dimmed) while the next one loads.
        placeholderData: keepPreviousData,
        select: (response: Response) => unwrap(response) as SuccessValue<Response>,
      }),
    /**
     * One page of the export: the current filters and sort, pages of 50 through the same operation and generated
     * query key, so a page already on screen comes from the cache.
     */
    exportPage: (client: QueryClient, search: Search) => (pageNo: number) =>
      client
        .fetchQuery({ ...request(search, { pageNo, pageSize: EXPORT_PAGE_SIZE }), staleTime })
        .then((response) => unwrap(response) as SuccessValue<Response>),
    /** The export's file name: the report's name and the dates it covers. */
    fileName: (search: Search) => {
      const { from, to } = effectiveRange(search, source.defaultRange);
      return csvFileName(source.exportName ?? 'report', from, to);
    },
  };
}

/** One page of a report, as an export reads it. */
export type PageFetcher<Row> = (pageNo: number) => Promise<RecordPage<Row>>;

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

/** What `phonePages` reads of a page's query. */
type PageQuery<Row> = { status: 'pending' | 'error' | 'success'; data?: RecordPage<Row> | undefined; isPlaceholderData: boolean; isFetching: boolean };

/**
 * A phone's list: the rows of pages 1 to N in order (the earlier pages' queries, then the URL's page), each row once
 * (a row that moved to the next page while the list grew is not shown twice). The URL's page stands for nothing while
 * it shows the previous page as a placeholder. The list is pending or failed only while it has no row to show.
 */
export function phonePages<Row>(earlier: readonly PageQuery<Row>[], current: PageQuery<Row>, rowId: (row: Row) => string) {
  const pages = [...earlier, ...(current.isPlaceholderData ? [] : [current])];
  const seen = new Set<string>();
  const rows: Row[] = [];
  for (const page of pages) {
    for (const row of page.data?.list ?? []) {
      const id = rowId(row);
      if (seen.has(id)) continue;
      seen.add(id);
      rows.push(row);
    }
  }
  const first = earlier[0] ?? current;
  const status: PageQuery<Row>['status'] = rows.length > 0 ? 'success' : first.status === 'success' ? current.status : first.status;
  return { rows, status, loading: current.isFetching || earlier.some((page) => page.isFetching) };
}
