import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getGetMemberInfoQueryKey } from '@generated/api/member/member';
import { getGetWalletBalanceQueryKey, transferWallet, useGetWalletBalance } from '@generated/api/wallet/wallet';
import type { WalletTransferPayload } from '@generated/model';
import { unwrap } from '@/api/unwrap';

export function useWalletBalance() {
  return useGetWalletBalance({ query: { select: (response) => unwrap(response) } });
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
