export { ReportPage, type ReportPageProps, type SummaryItem } from './report-page';
export { DateRangeFilter } from './date-range-filter';
export { DetailList } from './detail-list';
export { ExportButton } from './export-button';
export { SelectFilter } from './select-filter';
export { defineReport, type ReportContext, type ReportRow, type ReportView } from './report-definition';
export {
  EXPORT_MAX_ROWS,
  EXPORT_PAGE_SIZE,
  fetchAllRows,
  reportParams,
  reportQueries,
  type PageFetcher,
  type RecordPage,
  type RecordParams,
} from './define-report';
