import { useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import type { SuccessValue } from '@/api/query-options';
import type { CsvColumn } from '@/lib/csv';
import { effectiveRange, type DatePreset, type DateRange } from '@/lib/date-range';
import { useMediaQuery } from '@/lib/use-media-query';
import { PHONE_QUERY } from '../breakpoints';
import type { MoreRows } from '../data-table/data-cards';
import type { Column } from '../data-table/features';
import { queryRows } from '../data-table/query-rows';
import type { TableSearch } from '../data-table/table-search';
import { phonePages, reportQueries, type PageFetcher, type RecordPage, type RecordParams, type ReportSource } from './define-report';
import { ExportButton } from './export-button';
import { ReportPage, type SummaryItem } from './report-page';

type Envelope = { success: boolean; message?: string | null; value?: unknown };
type RowOf<Value> = Value extends RecordPage<infer Row> ? Row : never;

/** The row of a report's operation, from its generated fetcher: `columnsFor<ReportRow<typeof calls.listX>>()` in a route file. */
export type ReportRow<Fetcher extends (...args: never[]) => Promise<Envelope>> = RowOf<SuccessValue<Awaited<ReturnType<Fetcher>>>>;

/** What a report's page hands its view: the validated URL state, a way to change it, the query and its range. */
export type ReportContext<Search, Value> = {
  search: Search;
  /** Merges a change into the URL (replacing the entry); a filter change also sets `pageNo: 1`. */
  setSearch: (patch: Partial<Search>) => void;
  query: UseQueryResult<Value>;
  range: DateRange;
};

/** What a report shows: said once, in its definition; the page, table, pager and export do the rest. */
export type ReportView<Value, Row> = {
  title: string;
  description?: ReactNode;
  /** The table's columns and, with the definition's `exportName`, the CSV's. */
  columns: readonly Column<Row & object>[];
  csv?: readonly CsvColumn<Row>[];
  rowId: (row: Row) => string;
  emptyText?: string;
  /** The quick picks beside the dates (today, yesterday, last 7 and 30 days unless said). */
  presets?: readonly DatePreset[];
  /** Filters beside the dates, bound to the URL with `setSearch`. */
  filters?: ReactNode;
  /** Summary cards shown whatever the query's state (a countdown), before those of `summary`. */
  pinned?: readonly SummaryItem[];
  /** Summary cards from the answer (its totals). */
  summary?: (value: Value) => readonly SummaryItem[];
  /** The totals row, by column id. */
  totals?: (value: Value) => Partial<Record<string, ReactNode>> | undefined;
  chart?: ReactNode;
  onOpenRow?: (row: Row) => void;
  /** A record's detail (a dialog). */
  children?: ReactNode;
};

export type ReportDefinition<Search extends TableSearch, Params extends RecordParams, Response extends Envelope> = ReportSource<Search, Params, Response> & {
  /** The URL state the report reads: its route's `validateSearch` (kept in a small module of its own, issue 12). */
  search: { parse(raw: unknown): Search };
  /** What the page shows; a hook, so it may use Lingui, state and effects. */
  useView: (context: ReportContext<Search, SuccessValue<Response>>) => ReportView<SuccessValue<Response>, RowOf<SuccessValue<Response>>>;
  /** Wraps the page (a type gate that may show a notice instead). */
  frame?: ComponentType<{ children: ReactNode }>;
};

/**
 * A report or record page as a definition (docs/how-to/add-a-report.md): the operation, its params from the
 * URL, the one default range, the view (columns, totals, summary cards, filters), the frame (a gate) and the
 * CSV name. It gives the loader's and the page's query options, the export's page fetcher and the `Page`, which
 * owns the URL state, navigation, the query and the export.
 */
export function defineReport<Search extends TableSearch, Params extends RecordParams, Response extends Envelope>(
  definition: ReportDefinition<Search, Params, Response>,
) {
  type Value = SuccessValue<Response>;
  const queries = reportQueries(definition);

  function ReportBody() {
    // The route validated its search with `definition.search`, so the nearest match's search is this report's.
    const matched: unknown = useSearch({ strict: false });
    const search = matched as Search;
    const navigate = useNavigate();
    const client = useQueryClient();
    const query = useQuery(queries.queryOptions(search)) as UseQueryResult<Value>;
    const setSearch = (patch: Partial<Search>) => void navigate({ to: '.', search: (previous) => ({ ...previous, ...patch }), replace: true });
    const range = effectiveRange(search, definition.defaultRange);
    const view = definition.useView({ search, setSearch, query, range });
    const value = query.data;
    const summary = [...(view.pinned ?? []), ...(value && view.summary ? view.summary(value) : [])];
    // A phone shows pages 1 to `pageNo` as one list of cards, the next page appended on scroll (ADR 0027): the URL's
    // `pageNo` still says how far the list goes, and pages already seen come from the cache.
    const phone = useMediaQuery(PHONE_QUERY, false);
    const earlier = useQueries({
      queries: (phone ? Array.from({ length: search.pageNo - 1 }, (_, index) => index + 1) : []).map((pageNo) => ({
        ...queries.queryOptions({ ...search, pageNo }),
        placeholderData: undefined,
      })),
    }) as UseQueryResult<RecordPage<RowOf<Value>> | undefined>[];
    const rows = queryRows(query as UseQueryResult<{ list?: (RowOf<Value> & object)[] }>);
    const phoneRows = phone ? phonePages(earlier, query as UseQueryResult<RecordPage<RowOf<Value>>>, view.rowId) : undefined;
    const more: MoreRows | undefined = phoneRows
      ? {
          shown: phoneRows.rows.length,
          total: (value as RecordPage | undefined)?.total ?? 0,
          loading: phoneRows.loading,
          onMore: () => void navigate({ to: '.', search: (previous) => ({ ...previous, pageNo: search.pageNo + 1 }), replace: true, resetScroll: false }),
        }
      : undefined;
    return (
      <ReportPage
        title={view.title}
        description={view.description}
        actions={
          definition.exportName && view.csv ? (
            <ExportButton fetchPage={queries.exportPage(client, search) as PageFetcher<RowOf<Value>>} columns={view.csv} fileName={queries.fileName(search)} />
          ) : undefined
        }
        search={search}
        onSearchChange={(patch) => setSearch(patch as Partial<Search>)}
        presets={view.presets}
        defaultRange={definition.defaultRange}
        filters={view.filters}
        summary={summary.length > 0 ? summary : undefined}
        chart={view.chart}
        total={(value as RecordPage | undefined)?.total}
        table={{
          label: view.title,
          columns: view.columns,
          ...rows,
          ...(phoneRows ? { rows: phoneRows.rows as (RowOf<Value> & object)[], status: phoneRows.status, refreshing: false, more } : {}),
          getRowId: view.rowId,
          emptyText: view.emptyText,
          onOpenRow: view.onOpenRow,
          totals: value && view.totals ? view.totals(value) : undefined,
        }}
      >
        {view.children}
      </ReportPage>
    );
  }

  function Page() {
    const Frame = definition.frame;
    return Frame ? (
      <Frame>
        <ReportBody />
      </Frame>
    ) : (
      <ReportBody />
    );
  }

  return { ...queries, defaultRange: definition.defaultRange, search: definition.search, Page };
}
