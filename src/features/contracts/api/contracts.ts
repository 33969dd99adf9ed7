import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contract, ContractAction, ContractType } from '@generated/model';
import { permissionQueryOptions } from '@/api/queries';
import { STALE, unwrap } from '@/api/query-options';
import { useSession } from '@/api/use-session';

/**
 * The generated agent calls, loaded on first use: the contract modal is mounted with the app shell, but it asks for
 * the contracts only after a login in the page, so they stay out of the first download (issue 12).
 */
const agentCalls = () => import('@generated/api/agent/agent');

/** The contracts offered to and held by the signed-in member (SPEC 3 consolidated); the key is the generated one. */
export const consolidatedQueryOptions = () =>
  queryOptions({
    queryKey: ['/wps/agent/consolidated'] as const,
    queryFn: async ({ signal }) => (await agentCalls()).getConsolidated({ signal }),
    staleTime: STALE.short,
    select: unwrap,
  });

/**
 * SPEC 4: consolidated data is loaded for a signed-in real account when the
 * agent policy (AGENTPOLICY3) is on; a trial user never gets it (SPEC 6).
 */
export function useContractsEnabled(): boolean {
  const current = useSession();
  const policy = useQuery({
    ...permissionQueryOptions(),
    select: (response) => unwrap(response).whitelabel?.some((flag) => flag.modId === 'AGENTPOLICY3' && flag.enabled) === true,
  });
  return !!current?.token && current.isTrial !== true && policy.data === true;
}

export function useConsolidated(enabled = true) {
  const allowed = useContractsEnabled();
  return useQuery({ ...consolidatedQueryOptions(), enabled: enabled && allowed });
}

/** Each contract type has its own decision call in the contract. */
const DECIDE = {
  dividend: 'processDividendReq',
  dailySalary: 'processDailySalary',
  hourSalary: 'processHourSalary',
  realtimeSalary: 'processRealtimeSalary',
} as const satisfies Record<ContractType, keyof Awaited<ReturnType<typeof agentCalls>>>;

export type ContractDecision = { contract: Contract; action: ContractAction };

/** Accept, reject or end a contract; the lists refresh from the server afterwards. */
export function useContractDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ contract, action }: ContractDecision) => {
      const decide = (await agentCalls())[DECIDE[contract.contractType]];
      return unwrap(await decide({ contractId: contract.contractId, action }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: consolidatedQueryOptions().queryKey }),
  });
}
