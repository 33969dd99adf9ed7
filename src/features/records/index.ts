export { accountRecordReport, AccountRecordPage } from './api/account-record-report';
export { bettingRecordReport, BettingRecordPage } from './api/betting-record-report';
export { bonusDetailsReport, BonusDetailsPage } from './api/bonus-details-report';
export { profitLossReport, ProfitLossPage } from './api/profit-loss-report';
export { accountRecordSearchSchema, bettingRecordSearchSchema, bonusDetailsSearchSchema, profitLossSearchSchema } from './logic/records-search';
