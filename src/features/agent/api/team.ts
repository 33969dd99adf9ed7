import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createDownline,
  getGetAgentInviteQueryOptions,
  getGetTeamOverviewQueryOptions,
  getListAgentAnnouncementsQueryOptions,
  getListContractOffersQueryKey,
  getListContractOffersQueryOptions,
  getListDownlinesQueryOptions,
  listDownlines,
  offerContract,
  transferToDownline,
} from '@generated/api/agent/agent';
import type { ContractOfferPayload, CreateDownlinePayload, DownlineTransferPayload } from '@generated/model';
import { useSecretSafeMutation } from '@/api/secret-variables';
import { sendEncrypted } from '@/api/encryption';
import { useIdempotentMutation } from '@/api/idempotency';
import { invalidateReads } from '@/api/invalidate';
import { STALE, unwrap } from '@/api/query-options';
import { breadcrumb, type DownlinesSearch } from '../logic/downlines-search';

export const agentAnnouncementsQueryOptions = (pageNo = 1, pageSize = 10) =>
  queryOptions({
    ...getListAgentAnnouncementsQueryOptions({ pageNo, pageSize: pageSize as 10 | 20 | 50 }),
    staleTime: STALE.medium,
    placeholderData: keepPreviousData,
    select: unwrap,
  });

export const teamOverviewQueryOptions = () => queryOptions({ ...getGetTeamOverviewQueryOptions(), staleTime: STALE.short, select: unwrap });

export const agentInviteQueryOptions = () => queryOptions({ ...getGetAgentInviteQueryOptions(), staleTime: STALE.long, select: unwrap });

/** The downline table's request from its URL: the last account of the breadcrumb is the parent. */
export function downlinesQueryOptions(search: DownlinesSearch) {
  const parent = breadcrumb(search.path).at(-1);
  return queryOptions({
    ...getListDownlinesQueryOptions({
      pageNo: search.pageNo,
      pageSize: search.pageSize as 10 | 20 | 50,
      ...(parent ? { parent } : {}),
      ...(search.q ? { keyword: search.q } : {}),
      ...(search.sort ? { sort: search.sort } : {}),
    }),
    staleTime: STALE.short,
    placeholderData: keepPreviousData,
    select: unwrap,
  });
}

/** Contracts around an account of the team (its own from its upline, and those it gave). */
export const contractOffersQueryOptions = (account: string) =>
  queryOptions({ ...getListContractOffersQueryOptions({ account }), staleTime: STALE.short, select: unwrap });

/** The team changed: the table, the overview and the balances on screen are refetched. */
function useTeamChanged() {
  const queryClient = useQueryClient();
  return () => invalidateReads(queryClient, ['listDownlines', 'getTeamOverview', 'getWalletBalance', 'getMemberInfo']);
}

/** Creates an account directly below the agent (the payload carries passwords: encrypted). */
export function useCreateDownline() {
  const changed = useTeamChanged();
  return useSecretSafeMutation({
    mutationFn: async (payload: CreateDownlinePayload) => unwrap(await sendEncrypted(payload, createDownline)),
    onSuccess: changed,
  });
}

/** The account is not in the agent's team: nothing was sent. */
export class NotInTeamError extends Error {
  override readonly name = 'NotInTeamError';
}

/**
 * A transfer to an account of the team. A typed account is looked up in the
 * team first (an exact name match), so money is never sent to a stranger.
 */
export function useTransferToDownline() {
  const changed = useTeamChanged();
  return useIdempotentMutation(
    async ({ checkTeam, ...payload }: DownlineTransferPayload & { checkTeam?: boolean }, headers) => {
      if (checkTeam) {
        const found = unwrap(await listDownlines({ keyword: payload.downlineAccount, pageSize: 50 }));
        if (!found.list.some((row) => row.account.toLowerCase() === payload.downlineAccount.toLowerCase())) throw new NotInTeamError(payload.downlineAccount);
      }
      return unwrap(await sendEncrypted(payload, (body) => transferToDownline(body, headers)));
    },
    { onSuccess: changed },
  );
}

export function useOfferContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: ContractOfferPayload) => unwrap(await offerContract(payload)),
    onSuccess: (contract) => queryClient.invalidateQueries({ queryKey: getListContractOffersQueryKey({ account: contract.downlineAccount ?? '' }) }),
  });
}
