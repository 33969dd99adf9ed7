import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getGetMemberInfoQueryKey } from '@generated/api/member/member';
import { getGetWalletBalanceQueryKey, transferWallet } from '@generated/api/wallet/wallet';
import type { WalletTransferPayload } from '@generated/model';
import { walletBalanceQueryOptions } from '@/api/queries';

export function useWalletBalance() {
  return useQuery(walletBalanceQueryOptions());
}

/** Moves money between wallets, then refreshes every balance on screen. */
export function useWalletTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: WalletTransferPayload) => transferWallet(payload),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetWalletBalanceQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getGetMemberInfoQueryKey() }),
      ]),
  });
}
