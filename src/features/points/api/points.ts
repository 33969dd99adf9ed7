import { keepPreviousData, queryOptions, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  convertPoints,
  getGetMemberTransactionDetailQueryOptions,
  getGetPointsBalanceQueryOptions,
  getGetPointsConfigQueryOptions,
  getGetPointsRewardQueryOptions,
  getListPointRedeemsQueryOptions,
  getGetPointsBalanceQueryKey,
  getGetMemberTransactionDetailQueryKey,
  getListPointRedeemsQueryKey,
  redeemPoints,
} from '@generated/api/points/points';
import { sendEncrypted } from '@/api/encryption';
import { useIdempotentMutation } from '@/api/idempotency';
import { invalidateReads, MONEY_READS } from '@/api/invalidate';
import { STALE, unwrap } from '@/api/query-options';
import type { PointMallSearch } from '../logic/point-mall-search';

export const pointsBalanceQueryOptions = () => queryOptions({ ...getGetPointsBalanceQueryOptions(), staleTime: STALE.live, select: unwrap });
export const pointsRewardsQueryOptions = () => queryOptions({ ...getGetPointsRewardQueryOptions(), staleTime: STALE.medium, select: unwrap });
export const pointsConfigQueryOptions = () => queryOptions({ ...getGetPointsConfigQueryOptions(), staleTime: STALE.medium, select: unwrap });

/** The redeem history of the URL's page and status. */
export function redeemHistoryQueryOptions(search: Pick<PointMallSearch, 'pageNo' | 'pageSize' | 'status'>) {
  return queryOptions({
    ...getListPointRedeemsQueryOptions({ pageNo: search.pageNo, pageSize: search.pageSize, ...(search.status ? { status: search.status } : {}) }),
    staleTime: STALE.short,
    placeholderData: keepPreviousData,
    select: unwrap,
  });
}

/** The points details (SPEC 3 points records) of the URL's page and point type. */
export function pointDetailsQueryOptions(search: Pick<PointMallSearch, 'pageNo' | 'pageSize' | 'type'>) {
  return queryOptions({
    ...getGetMemberTransactionDetailQueryOptions({ pageNo: search.pageNo, pageSize: search.pageSize, ...(search.type ? { type: search.type } : {}) }),
    staleTime: STALE.short,
    placeholderData: keepPreviousData,
    select: unwrap,
  });
}

function refreshPoints(queryClient: QueryClient) {
  for (const queryKey of [getGetPointsBalanceQueryKey(), getGetMemberTransactionDetailQueryKey(), getListPointRedeemsQueryKey()])
    void queryClient.invalidateQueries({ queryKey });
}

/** Redeems a mall item (SPEC 7: the payment password checked on the server; the payload encrypted). */
export function useRedeemPoints() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(
    async (redeem: { rewardId: string; quantity: number; password: string }, headers) =>
      unwrap(await sendEncrypted(redeem, (body) => redeemPoints(body, headers))),
    { onSuccess: () => refreshPoints(queryClient) },
  );
}

/** Converts points to money in the main wallet (encrypted, password checked); the balance in the header follows. */
export function useConvertPoints() {
  const queryClient = useQueryClient();
  return useIdempotentMutation(
    async (convert: { points: number; password: string }, headers) => unwrap(await sendEncrypted(convert, (body) => convertPoints(body, headers))),
    {
      onSuccess: () => {
        refreshPoints(queryClient);
        void invalidateReads(queryClient, MONEY_READS);
      },
    },
  );
}
