import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGetConsolidatedFundsQueryOptions } from '@generated/api/wallet/wallet';
import { STALE, unwrap } from '@/api/query-options';
import { agentGates } from '../logic/agent-gates';

export const consolidatedFundsQueryOptions = () => queryOptions({ ...getGetConsolidatedFundsQueryOptions(), staleTime: STALE.medium, select: unwrap });

/** The agent's type-gated pages, from the consolidated contract flags. */
export function useAgentGates() {
  return useQuery({ ...consolidatedFundsQueryOptions(), select: (response) => agentGates(unwrap(response)) });
}
