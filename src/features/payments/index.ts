export { DepositPage } from './components/deposit-page';
export { WithdrawPage } from './components/withdraw-page';
export { TransferUplinePage } from './components/transfer-upline-page';
export { BankAccountsCard } from './components/bank-accounts-card';
export { depositSearchSchema } from './logic/deposit-search';
export { amountMessage } from './logic/amount-schema';
export { describeMoneyError } from './logic/money-errors';
export { paymentPasswordSchema } from './logic/payment-schemas';
export { useSetPaymentPassword } from './api/use-payments';
export {
  bankAccountsQueryOptions,
  depositOptionsQueryOptions,
  prefetchWithdrawPage,
  profileQueryOptions,
  refreshBalances,
  uplineQueryOptions,
} from './api/payments-queries';
