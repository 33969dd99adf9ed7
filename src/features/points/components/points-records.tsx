import type { UseQueryResult } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import { DataTable, Pager, queryRows, type Column } from '@/ui/data-table';
import type { PointMallSearch } from '../logic/point-mall-search';

type Page<Row> = { list?: Row[]; total?: number };

type Props<Row extends RowData, Value extends string> = {
  /** The table's accessible name. */
  label: string;
  /** The one filter above the table: its label, the "all" option, the values and their names. */
  filter: {
    label: string;
    all: string;
    value: Value | undefined;
    options: readonly Value[];
    name: (value: Value) => string;
    parse: (raw: string) => Value | undefined;
  };
  onFilterChange: (value: Value | undefined) => void;
  columns: readonly Column<Row>[];
  query: UseQueryResult<Page<Row>>;
  search: PointMallSearch;
  onSearchChange: (patch: Partial<PointMallSearch>) => void;
  getRowId: (row: Row) => string;
};

/** A points list (details or redeem history): one filter, the table of a server page, the pager. */
export function PointsRecords<Row extends RowData, Value extends string>({
  label,
  filter,
  onFilterChange,
  columns,
  query,
  search,
  onSearchChange,
  getRowId,
}: Props<Row, Value>) {
  return (
    <div className="points-records">
      <div className="points-filter">
        <label className="points-filter__field">
          <span>{filter.label}</span>
          <select value={filter.value ?? ''} onChange={(event) => onFilterChange(filter.parse(event.target.value))}>
            <option value="">{filter.all}</option>
            {filter.options.map((value) => (
              <option key={value} value={value}>
                {filter.name(value)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <DataTable label={label} columns={columns} {...queryRows(query)} getRowId={getRowId} />
      <Pager pageNo={search.pageNo} pageSize={search.pageSize} total={query.data?.total} onChange={(next) => onSearchChange(next)} />
    </div>
  );
}
