import { useRouter } from '@tanstack/react-router';
import { menuItems, type MenuItem } from '@/lib/route-menu';
import { useAgentGates } from '../api/use-agent-gates';

/** The agent centre's pages from the routes' staticData, gated by the agent's contract types (SPEC 2 and 6). */
export function useAgentMenu(): MenuItem[] {
  const router = useRouter();
  const gates = useAgentGates().data ?? {};
  return menuItems(Object.values(router.routesById), 'agent', (gate) => gates[gate] === true);
}
