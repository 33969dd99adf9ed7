import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/api/query-options';
import { consolidatedFundsQueryOptions } from '@/api/queries';
import { agentGates } from '@/features/agent';
import type { MenuGate } from '@/lib/route-menu';

/** Whether a report is open to this agent: always without a gate, undefined while the flags load. */
export function useReportGate(gate: MenuGate | undefined): { open: boolean | undefined; status: 'pending' | 'error' | 'success' } {
  const flags = useQuery({
    ...consolidatedFundsQueryOptions(),
    enabled: gate !== undefined,
    select: (response) => gate === undefined || agentGates(unwrap(response))[gate] === true,
  });
  return gate === undefined ? { open: true, status: 'success' } : { open: flags.data, status: flags.status };
}
