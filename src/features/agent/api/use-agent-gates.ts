import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@/api/query-options';
import { consolidatedFundsQueryOptions } from '@/api/queries';
import { agentGates } from '../logic/agent-gates';

/** The agent's type-gated pages, from the consolidated contract flags. */
export function useAgentGates() {
  return useQuery({ ...consolidatedFundsQueryOptions(), select: (response) => agentGates(unwrap(response)) });
}
