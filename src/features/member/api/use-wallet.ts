import { useQuery, useQueryClient } from '@tanstack/react-query';
import { transferWallet } from '@generated/api/wallet/wallet';
import type { WalletTransferPayload } from '@generated/model';
import { useIdempotentMutation } from '@/api/idempotency';
import { walletBalanceQueryOptions } from '@/api/queries';
import { refreshBalances } from './money-queries';

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
