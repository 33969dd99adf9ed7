import { useQuery, useQueryClient } from '@tanstack/react-query';
import { recallWallets, transferWallet } from '@generated/api/wallet/wallet';
import type { WalletTransferPayload } from '@generated/model';
import { useIdempotentMutation } from '@/api/idempotency';
import { walletBalanceQueryOptions } from '@/api/queries';
import { unwrap } from '@/api/query-options';
import { refreshBalances } from '@/features/payments';

export function useWalletBalance() {
  return useQuery(walletBalanceQueryOptions());
}

/** Moves money between wallets, then refreshes every balance on screen. */
export function useWalletTransfer() {
  const queryClient = useQueryClient();
  return useIdempotentMutation((payload: WalletTransferPayload, headers) => transferWallet(payload, headers), {
    onSuccess: () => refreshBalances(queryClient),
  });
}

/** All back to main: every vendor wallet's money to the main wallet. */
export function useRecallWallets() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(async (_: void, headers) => unwrap(await recallWallets(headers)), { onSuccess: () => refreshBalances(queryClient) });
}
