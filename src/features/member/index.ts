export { MemberLayout } from './components/member-layout';
export { SecurityCenterPage } from './components/security-center-page';
export { WalletPage } from './components/wallet-page';
export { DepositPage } from './components/deposit-page';
export { WithdrawPage } from './components/withdraw-page';
export { TransferUplinePage } from './components/transfer-upline-page';
export { depositSearchSchema } from './logic/deposit-search';
export { bankAccountsQueryOptions, depositOptionsQueryOptions, prefetchWithdrawPage, profileQueryOptions, uplineQueryOptions } from './api/money-queries';
export { MePage } from './components/me-page';
