export { AccountRecordPage } from './components/account-record-page';
export { BonusDetailsPage } from './components/bonus-details-page';
export { ProfitLossPage } from './components/profit-loss-page';
export {
  accountRecordQueryOptions,
  accountRecordSearchSchema,
  bonusDetailsQueryOptions,
  bonusDetailsSearchSchema,
  profitLossQueryOptions,
  profitLossSearchSchema,
} from './api/records';
