import { Trans } from '@lingui/react/macro';
import { useTable, type RowData, type SortingState, type Updater } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import { PHONE_QUERY } from '../breakpoints';
import { Icon } from '../icon';
import { FailureNotice } from '../query-state';
import { DataCards, type MoreRows } from './data-cards';
import { tableFeatureSet, type Column } from './features';
import type { Sort } from './sort';
import './data-table.css';

export type DataTableProps<T extends RowData> = {
  /** The table's accessible name (its caption). */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  status: 'pending' | 'error' | 'success';
  error?: unknown;
  onRetry?: () => void;
  /** Server-side sort, from and to the URL. */
  sort?: Sort;
  onSortChange?: (sort: Sort | undefined) => void;
  /** The totals row, by column id (SPEC: records have a totals row). */
  totals?: Partial<Record<string, ReactNode>>;
  emptyText?: string;
  getRowId?: (row: T) => string;
  /** Opens a record's detail; the row's first cell becomes a button. */
  onOpenRow?: (row: T) => void;
  /** A new page is loading behind the current one (kept on screen meanwhile). */
  refreshing?: boolean;
  /** On a phone's cards: the rows are the pages so far, and the next page comes on scroll (the report page's). */
  more?: MoreRows;
};

const NO_ROWS: never[] = [];

/**
 * The error state of a table or its cards: the one failure notice (ADR 0026), naming the table ("Betting record:
 * could not load."), why, and a retry.
 */
function ErrorState({ error, label, onRetry }: { error: unknown; label: string; onRetry?: () => void }) {
  return <FailureNotice error={error} what={label} onRetry={onRetry} />;
}

function EmptyState({ text }: { text?: string }) {
  return (
    <>
      <Icon name="receipt" size={28} />
      <p>{text ?? <Trans>No data</Trans>}</p>
    </>
  );
}

/**
 * The one data table: headers that sort on the server, loading, empty and
 * error rows of its own (a page never goes blank), money and date cells, a
 * totals row. Paging sits outside (`Pager`), both driven by the URL.
 * Below the phone breakpoint the same columns draw a list of cards (`DataCards`, ADR 0027).
 */
export function DataTable<T extends RowData>({
  label,
  columns,
  rows,
  status,
  error,
  onRetry,
  sort,
  onSortChange,
  totals,
  emptyText,
  getRowId,
  onOpenRow,
  refreshing = false,
  more,
}: DataTableProps<T>) {
  const phone = useMediaQuery(PHONE_QUERY, false);
  const sorting = useMemo<SortingState>(() => (sort ? [sort] : []), [sort]);
  const table = useTable({
    features: tableFeatureSet,
    columns: columns as Column<T>[],
    data: (rows ?? NO_ROWS) as T[],
    getRowId: getRowId ? (row) => getRowId(row) : undefined,
    manualSorting: true,
    enableSorting: onSortChange !== undefined,
    enableSortingRemoval: true,
    enableMultiSort: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      onSortChange?.(next[0] ? { id: next[0].id, desc: next[0].desc } : undefined);
    },
  });
  const width = table.getAllLeafColumns().length;
  const bodyRows = table.getRowModel().rows;

  if (phone) {
    const headers = new Map(table.getFlatHeaders().map((header) => [header.column.id, header]));
    return (
      <DataCards
        label={label}
        busy={status === 'pending' || refreshing}
        headers={headers}
        rows={bodyRows.map((row) => ({ id: row.id, original: row.original, cells: new Map(row.getAllCells().map((cell) => [cell.column.id, cell])) }))}
        render={{ cell: (cell) => <table.FlexRender cell={cell} />, header: (header) => <table.FlexRender header={header} /> }}
        state={
          status === 'pending' ? (
            <div className="data-cards__loading" aria-hidden="true">
              {Array.from({ length: 4 }, (_, index) => (
                <span key={index} className="data-table__shimmer ui-shimmer" />
              ))}
            </div>
          ) : status === 'error' ? (
            <div className="data-cards__state">
              <ErrorState error={error} label={label} onRetry={onRetry} />
            </div>
          ) : bodyRows.length === 0 ? (
            <div className="data-cards__state">
              <EmptyState text={emptyText} />
            </div>
          ) : undefined
        }
        totals={status === 'success' ? totals : undefined}
        onOpenRow={onOpenRow}
        more={more}
      />
    );
  }

  return (
    <div className="data-table" data-refreshing={refreshing || undefined}>
      <table aria-busy={status === 'pending' || refreshing}>
        <caption className="visually-hidden">{label}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const sorted = header.column.getIsSorted();
                const content = header.isPlaceholder ? null : <table.FlexRender header={header} />;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    data-align={meta?.align}
                    data-priority={meta?.priority}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button type="button" className="data-table__sort" onClick={header.column.getToggleSortingHandler()}>
                        {content}
                        <span className="data-table__sort-icon" data-direction={sorted || undefined} aria-hidden="true">
                          <Icon name="chevron-down" size={14} />
                        </span>
                      </button>
                    ) : (
                      content
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {status === 'pending' ? (
            Array.from({ length: 5 }, (_, index) => (
              <tr key={`loading-${index}`} className="data-table__loading" aria-hidden="true">
                <td colSpan={width}>
                  <span className="data-table__shimmer ui-shimmer" />
                </td>
              </tr>
            ))
          ) : status === 'error' ? (
            <tr>
              <td colSpan={width} className="data-table__state">
                <ErrorState error={error} label={label} onRetry={onRetry} />
              </td>
            </tr>
          ) : bodyRows.length === 0 ? (
            <tr>
              <td colSpan={width} className="data-table__state">
                <EmptyState text={emptyText} />
              </td>
            </tr>
          ) : (
            bodyRows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell, index) => {
                  const meta = cell.column.columnDef.meta;
                  const content = <table.FlexRender cell={cell} />;
                  return (
                    <td key={cell.id} data-align={meta?.align} data-priority={meta?.priority}>
                      {index === 0 && onOpenRow ? (
                        <button type="button" className="data-table__open" onClick={() => onOpenRow(row.original)}>
                          {content}
                        </button>
                      ) : (
                        content
                      )}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
        {totals && status === 'success' && bodyRows.length > 0 ? (
          <tfoot>
            <tr>
              {table.getAllLeafColumns().map((column, index) => (
                <td key={column.id} data-align={column.columnDef.meta?.align} data-priority={column.columnDef.meta?.priority}>
                  {index === 0 && totals[column.id] === undefined ? <Trans>Total</Trans> : totals[column.id]}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
