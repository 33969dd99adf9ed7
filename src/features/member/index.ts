export { MemberLayout } from './components/member-layout';
export { SecurityCenterPage } from './components/security-center-page';
export { WalletPage } from './components/wallet-page';
export { BettingRecordPage } from './components/betting-record-page';
export { bettingRecordQueryOptions, bettingRecordSearchSchema } from './api/records';
