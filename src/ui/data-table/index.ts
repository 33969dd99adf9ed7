export { DataTable, type DataTableProps } from './data-table';
export { Pager } from './pager';
export { DateTimeCell, MoneyCell } from './cells';
export { columnsFor, type Column } from './features';
export { formatSort, parseSort, tableSearchSchema, PAGE_SIZES, type Sort, type TableSearch } from './table-search';
export { queryRows } from './query-rows';
