import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getGetMissionLeaderboardQueryOptions, getGetMissionSummaryQueryKey } from '@generated/api/lottery/lottery';
import { claimRafflePromotion } from '@generated/api/agent/agent';
import { getGetWinnerBoardQueryOptions } from '@generated/api/content/content';
import {
  applyPromotion,
  claimPromotionReward,
  claimRebate,
  getGetRebateSummaryQueryKey,
  getGetRebateSummaryQueryOptions,
  getGetReferralInfoQueryOptions,
  getListActivitiesQueryKey,
  getListPromotionsQueryOptions,
  getListRedEnvelopesQueryKey,
  getListRedEnvelopesQueryOptions,
  getListReferralFriendsQueryOptions,
  openRedEnvelope,
} from '@generated/api/promotions/promotions';
import { getGetMemberInfoQueryKey } from '@generated/api/member/member';
import { getGetWalletBalanceQueryKey } from '@generated/api/wallet/wallet';
import type { GameType, PromotionCategory } from '@generated/model';
import { STALE, unwrap } from '@/api/query-options';
import { useIdempotentMutation } from '@/api/idempotency';

export { activitiesQueryOptions, missionSummaryQueryOptions } from '@/api/reward-queries';

/** The promotions page: public, one filter (or all), in the interface language. */
export const promotionsQueryOptions = (language: string, category?: PromotionCategory) =>
  queryOptions({
    ...getListPromotionsQueryOptions({ language, ...(category ? { category } : {}) }),
    staleTime: STALE.medium,
    // The previous filter's cards stay (dimmed) while the next filter loads.
    placeholderData: keepPreviousData,
    select: unwrap,
  });

export const redEnvelopesQueryOptions = () => queryOptions({ ...getListRedEnvelopesQueryOptions(), staleTime: STALE.short, select: unwrap });
export const rebateQueryOptions = () => queryOptions({ ...getGetRebateSummaryQueryOptions(), staleTime: STALE.live, select: unwrap });
export const referralQueryOptions = () => queryOptions({ ...getGetReferralInfoQueryOptions(), staleTime: STALE.medium, select: unwrap });
export const referralFriendsQueryOptions = (pageNo: number, pageSize: number) =>
  queryOptions({
    ...getListReferralFriendsQueryOptions({ pageNo, pageSize: pageSize as 10 | 20 | 50 }),
    staleTime: STALE.short,
    placeholderData: keepPreviousData,
    select: unwrap,
  });
export const missionLeaderboardQueryOptions = () => queryOptions({ ...getGetMissionLeaderboardQueryOptions(), staleTime: STALE.short, select: unwrap });
/** SPEC 9: the winners list, up to 20 entries, of one category (ALL by default). */
export const winnersQueryOptions = (language: string, gameCategory: string) =>
  queryOptions({
    ...getGetWinnerBoardQueryOptions({ gameCategory, language, limitNum: 20 }),
    staleTime: STALE.short,
    placeholderData: keepPreviousData,
    select: unwrap,
  });

/** After money moved: the header balance, the wallet page and the member info show the new amount. */
function useRefreshAfterCredit() {
  const queryClient = useQueryClient();
  return (...more: ReadonlyArray<readonly unknown[]>) =>
    Promise.all(
      [getListActivitiesQueryKey(), getGetMissionSummaryQueryKey(), getGetWalletBalanceQueryKey(), getGetMemberInfoQueryKey(), ...more].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useApplyPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (promotionId: string) => unwrap(await applyPromotion({ promotionId })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getListActivitiesQueryKey() }),
  });
}

/** Claims an issued reward: a bonus through claimPromotionReward, a raffle prize through the raffle claim of SPEC 7. */
export function useClaimReward() {
  const refresh = useRefreshAfterCredit();
  return useIdempotentMutation(
    async ({ promotionId, raffle }: { promotionId: string; raffle: boolean }, headers) =>
      raffle
        ? { amount: unwrap(await claimRafflePromotion({ promotionId }, headers)).prizeAmount ?? 0 }
        : { amount: unwrap(await claimPromotionReward({ promotionId }, headers)).amount },
    { onSuccess: () => refresh() },
  );
}

export function useOpenRedEnvelope() {
  const refresh = useRefreshAfterCredit();
  return useIdempotentMutation(async (envelopeId: string, headers) => unwrap(await openRedEnvelope({ envelopeId }, headers)), {
    onSuccess: () => refresh(getListRedEnvelopesQueryKey()),
  });
}

/** Claims the manual rebate of one game type, or of all of them. */
export function useClaimRebate() {
  const refresh = useRefreshAfterCredit();
  return useIdempotentMutation(async (gameType: GameType | undefined, headers) => unwrap(await claimRebate(gameType ? { gameType } : {}, headers)), {
    onSuccess: () => refresh(getGetRebateSummaryQueryKey()),
  });
}
