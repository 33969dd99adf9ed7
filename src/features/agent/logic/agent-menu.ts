import type { MenuItem } from '@/lib/route-menu';

export type AgentMenuGroup = 'team' | 'reports' | 'services';

/**
 * The agent menu in three groups, by the pages' menu order (route staticData):
 * running the team (1–4), the reports and pay (5–12), and the member services
 * an agent also uses — deposit, withdraw, messages, customer service (13 on).
 */
export function agentMenuGroups(items: readonly MenuItem[]): Array<{ group: AgentMenuGroup; items: MenuItem[] }> {
  const groupOf = (order: number): AgentMenuGroup => (order <= 4 ? 'team' : order <= 12 ? 'reports' : 'services');
  const groups: AgentMenuGroup[] = ['team', 'reports', 'services'];
  return groups.map((group) => ({ group, items: items.filter((item) => groupOf(item.order) === group) })).filter((entry) => entry.items.length > 0);
}
