import { queryOptions, useQuery } from '@tanstack/react-query';
import { getGetConsolidatedFundsQueryOptions } from '@generated/api/wallet/wallet';
import { STALE, unwrap } from '@/api/query-options';
import { agentGates } from '@/features/agent';
import type { MenuGate } from '@/lib/route-menu';

/** The consolidated contract flags (the same generated query, and cache entry, as the agent menu's). */
const consolidatedFundsQueryOptions = () => queryOptions({ ...getGetConsolidatedFundsQueryOptions(), staleTime: STALE.medium, select: unwrap });

/** Whether a type-gated report is open to this agent: undefined while the flags load. */
export function useReportGate(gate: MenuGate): { open: boolean | undefined; status: 'pending' | 'error' | 'success' } {
  const flags = useQuery({ ...consolidatedFundsQueryOptions(), select: (response) => agentGates(unwrap(response))[gate] === true });
  return { open: flags.data, status: flags.status };
}
