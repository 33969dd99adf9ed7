export { DataTable, type DataTableProps } from './data-table';
export { Pager } from './pager';
export { DateTimeCell, MoneyCell } from './cells';
export { columnsFor, type Column } from './features';
export { tableSearchSchema, PAGE_SIZES, type TableSearch } from './table-search';
export { formatSort, parseSort, type Sort } from './sort';
export { queryRows } from './query-rows';
