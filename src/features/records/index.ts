export { AccountRecordPage } from './components/account-record-page';
export { BonusDetailsPage } from './components/bonus-details-page';
export { ProfitLossPage } from './components/profit-loss-page';
export { accountRecordQueryOptions, bonusDetailsQueryOptions, profitLossQueryOptions } from './api/records';
export { accountRecordSearchSchema, bonusDetailsSearchSchema, profitLossSearchSchema } from './logic/records-search';
