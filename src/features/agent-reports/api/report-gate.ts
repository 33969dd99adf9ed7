import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGetConsolidatedFundsQueryOptions } from '@generated/api/wallet/wallet';
import { STALE, unwrap } from '@/api/query-options';
import { agentGates } from '@/features/agent';
import type { MenuGate } from '@/lib/route-menu';

/** The consolidated contract flags (the same generated query, and cache entry, as the agent menu's). */
const consolidatedFundsQueryOptions = () => queryOptions({ ...getGetConsolidatedFundsQueryOptions(), staleTime: STALE.medium, select: unwrap });

/** Whether a report is open to this agent: always without a gate, undefined while the flags load. */
export function useReportGate(gate: MenuGate | undefined): { open: boolean | undefined; status: 'pending' | 'error' | 'success' } {
  const flags = useQuery({
    ...consolidatedFundsQueryOptions(),
    enabled: gate !== undefined,
    select: (response) => gate === undefined || agentGates(unwrap(response))[gate] === true,
  });
  return gate === undefined ? { open: true, status: 'success' } : { open: flags.data, status: flags.status };
}
