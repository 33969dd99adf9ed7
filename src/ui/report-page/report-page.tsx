import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { effectiveRange, type DatePreset } from '@/lib/date-range';
import { DataTable, type DataTableProps } from '../data-table/data-table';
import { Pager } from '../data-table/pager';
import { formatSort, parseSort } from '../data-table/sort';
import type { TableSearch } from '../data-table/table-search';
import { DateRangeFilter } from './date-range-filter';
import './report-page.css';

export type SummaryItem = { label: string; value: ReactNode; tone?: 'up' | 'down' };

export type ReportPageProps<T extends RowData> = {
  title: string;
  description?: ReactNode;
  /** Header actions (export, a new request ...). */
  actions?: ReactNode;
  /** The page's URL state (validated by `tableSearchSchema` or an extension of it). */
  search: TableSearch;
  /** Merges a change into the URL; any filter change goes back to page 1. */
  onSearchChange: (patch: Partial<TableSearch>) => void;
  presets?: readonly DatePreset[];
  /** The range a request uses when the URL has none (the definition's `defaultRange`). */
  defaultRange: DatePreset;
  /** Further filters beside the dates (a game type select ...), bound to the URL by the page. */
  filters?: ReactNode;
  summary?: readonly SummaryItem[];
  /** A small chart over the range (optional), between the summary and the table. */
  chart?: ReactNode;
  table: Omit<DataTableProps<T>, 'sort' | 'onSortChange'>;
  /** Total records on the server, for the pager. */
  total: number | undefined;
  /** A record's detail (a dialog), rendered by the page. */
  children?: ReactNode;
};

/**
 * The one report page: header, a filter bar bound to the URL, summary cards,
 * the data table and the pager. Member records and every agent report are
 * this component, rendered from their definition (`defineReport`, docs/how-to/add-a-report.md).
 */
export function ReportPage<T extends RowData>({
  title,
  description,
  actions,
  search,
  onSearchChange,
  presets = ['today', 'yesterday', 'last7', 'last30'],
  defaultRange,
  filters,
  summary,
  chart,
  table,
  total,
  children,
}: ReportPageProps<T>) {
  const range = effectiveRange(search, defaultRange);
  return (
    <div className="report-page">
      <header className="report-page__header">
        <div>
          <h1>{title}</h1>
          {description ? <p className="report-page__description">{description}</p> : null}
        </div>
        {actions ? <div className="report-page__actions">{actions}</div> : null}
      </header>
      <div className="report-filters">
        <DateRangeFilter range={range} presets={presets} onChange={(next) => onSearchChange({ ...next, pageNo: 1 })} />
        {filters ? <div className="report-filters__more">{filters}</div> : null}
      </div>
      {summary && summary.length > 0 ? (
        <dl className="report-summary">
          {summary.map((item) => (
            <div key={item.label} className="report-summary__card" data-tone={item.tone}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {chart}
      <DataTable {...table} sort={parseSort(search.sort)} onSortChange={(sort) => onSearchChange({ sort: formatSort(sort), pageNo: 1 })} />
      {/* A phone's cards bring more rows on scroll (`table.more`) instead of pages; a failed first page has no pages. */}
      {table.more || (table.status === 'error' && total === undefined) ? null : (
        <Pager pageNo={search.pageNo} pageSize={search.pageSize} total={total} onChange={(next) => onSearchChange(next)} />
      )}
      {children}
    </div>
  );
}
