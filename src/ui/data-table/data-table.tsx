import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useTable, type RowData, type SortingState, type Updater } from '@tanstack/react-table';
import { useMemo, type ReactNode } from 'react';
import { apiErrorMessage } from '@/api/api-error-message';
import { Button } from '../button';
import { Icon } from '../icon';
import { tableFeatureSet, type Column } from './features';
import type { Sort } from './table-search';
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
};

const NO_ROWS: never[] = [];

/**
 * The one data table: headers that sort on the server, loading, empty and
 * error rows of its own (a page never goes blank), money and date cells, a
 * totals row. Paging sits outside (`Pager`), both driven by the URL.
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
}: DataTableProps<T>) {
  const { i18n } = useLingui();
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
                  <span className="data-table__shimmer" />
                </td>
              </tr>
            ))
          ) : status === 'error' ? (
            <tr>
              <td colSpan={width} className="data-table__state">
                <div role="alert">
                  <p>{i18n._(apiErrorMessage(error))}</p>
                  {onRetry ? (
                    <Button onClick={onRetry}>
                      <Trans>Try again</Trans>
                    </Button>
                  ) : null}
                </div>
              </td>
            </tr>
          ) : bodyRows.length === 0 ? (
            <tr>
              <td colSpan={width} className="data-table__state">
                <Icon name="receipt" size={28} />
                <p>{emptyText ?? <Trans>No data</Trans>}</p>
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
