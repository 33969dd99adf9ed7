// The agent reports' definitions live in their route files (docs/how-to/add-a-report.md); what they use:
export { agentReportsCalls } from './api/agent-reports-calls';
export { GatedReport } from './components/gated-report';
export { IncomeChartPanel } from './components/income-chart-panel';
export { MemberFilters } from './components/member-filters';
export { useAccountDetailColumns, useIncomeColumns } from './components/money-columns';
export { useNextSettlement } from './components/next-settlement';
export { useDailySalaryColumns, useDividendColumns, useHourSalaryColumns, useRealtimeSalaryColumns } from './components/payout-columns';
export { useReportLabels } from './components/report-labels';
export { useSalaryTotals } from './components/salary-totals';
export { useTeamBetColumns, useUserLossColumns } from './components/team-columns';
export { tableSearchSchema as reportSearchSchema } from '@/ui/data-table';
// The URL schemas and filters, for the routes (a new report's schema needs no line here).
export * from './logic/report-search';
