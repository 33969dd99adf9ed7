export { TeamBettingPage } from './components/team-betting-page';
export { UserLossPage } from './components/user-loss-page';
export { IncomePage } from './components/income-page';
export { AccountDetailsPage } from './components/account-details-page';
export { DividendPage } from './components/dividend-page';
export { DailySalaryPage, HourlySalaryPage } from './components/salary-pages';
export { RealtimeSalaryPage } from './components/realtime-salary-page';
export {
  accountDetailsQueryOptions,
  dailySalaryQueryOptions,
  dividendQueryOptions,
  hourSalaryQueryOptions,
  incomeQueryOptions,
  realtimeSalaryQueryOptions,
  teamBetsQueryOptions,
  userLossQueryOptions,
} from './api/reports';
export { tableSearchSchema as reportSearchSchema } from '@/ui/data-table';
export { accountDetailsSearchSchema, memberReportSearchSchema } from './logic/report-search';
