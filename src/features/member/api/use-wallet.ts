import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { transferWallet } from '@generated/api/wallet/wallet';
import type { WalletTransferPayload } from '@generated/model';
import { walletBalanceQueryOptions } from '@/api/queries';
import { refreshBalances } from './money-queries';

export function useWalletBalance() {
  return useQuery(walletBalanceQueryOptions());
}

/** Moves money between wallets, then refreshes every balance on screen. */
export function useWalletTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: WalletTransferPayload) => transferWallet(payload),
    onSuccess: () => refreshBalances(queryClient),
  });
}
