import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getGetMemberProfileQueryOptions } from '@generated/api/member/member';
import {
  getGetDepositOptionsQueryOptions,
  getGetDepositOrderQueryOptions,
  getGetUplineQueryOptions,
  getGetWithdrawSettingsQueryOptions,
  getListBankAccountsQueryOptions,
  getListBanksQueryOptions,
  getListWithdrawalsQueryOptions,
} from '@generated/api/payments/payments';
import { invalidateReads, MONEY_READS } from '@/api/invalidate';
import { STALE, unwrap } from '@/api/query-options';

/** The security centre's profile (labels, masked contacts, payment password set). */
export const profileQueryOptions = () => queryOptions({ ...getGetMemberProfileQueryOptions(), staleTime: STALE.short, select: unwrap });

export const banksQueryOptions = () => queryOptions({ ...getListBanksQueryOptions(), staleTime: STALE.long, select: unwrap });

export const bankAccountsQueryOptions = () => queryOptions({ ...getListBankAccountsQueryOptions(), staleTime: STALE.short, select: unwrap });

export const depositOptionsQueryOptions = () => queryOptions({ ...getGetDepositOptionsQueryOptions(), staleTime: STALE.medium, select: unwrap });

/** One deposit; asked again every 2 s while it waits for the credit, so the page sees it land. */
export const depositOrderQueryOptions = (orderId: string) =>
  queryOptions({
    ...getGetDepositOrderQueryOptions(orderId),
    staleTime: STALE.live,
    select: unwrap,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.success === true && data.value.status === 'pending' ? 2000 : false;
    },
  });

export const withdrawSettingsQueryOptions = () => queryOptions({ ...getGetWithdrawSettingsQueryOptions(), staleTime: STALE.live, select: unwrap });

/** Recent withdrawals; asked again every 2 s while one is under review, so the confirmation step appears when it is paid. */
export const withdrawalsQueryOptions = () =>
  queryOptions({
    ...getListWithdrawalsQueryOptions(),
    staleTime: STALE.live,
    select: unwrap,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.success === true && data.value.some((withdrawal) => withdrawal.status === 'processing') ? 2000 : false;
    },
  });

/** What the withdraw page shows, fetched with its route (the member's and the agent's: issue 27). */
export const prefetchWithdrawPage = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.prefetchQuery(withdrawSettingsQueryOptions()),
    queryClient.prefetchQuery(bankAccountsQueryOptions()),
    queryClient.prefetchQuery(withdrawalsQueryOptions()),
  ]);

export const uplineQueryOptions = () => queryOptions({ ...getGetUplineQueryOptions(), staleTime: STALE.medium, select: unwrap });

/** After money moves: every balance on screen (the header's too) is asked again. */
export function refreshBalances(queryClient: QueryClient) {
  return invalidateReads(queryClient, MONEY_READS);
}
