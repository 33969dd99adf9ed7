export { ReportPage, type ReportPageProps, type SummaryItem } from './report-page';
export { DateRangeFilter } from './date-range-filter';
export { DetailList } from './detail-list';
