import type { MenuItem } from '@/lib/route-menu';
import { agentMenuGroups, type AgentMenuGroup } from './agent-menu';

/** The agent pages with a tab of their own on a phone (SPEC 2 keys): Overview, Team, Create. */
export const AGENT_TAB_KEYS = { overview: 'agentTeamOverview', team: 'downlineManagmentView', create: 'registerCenter' } as const;

const TAB_KEYS: ReadonlySet<string> = new Set(Object.values(AGENT_TAB_KEYS));

/**
 * The phone's "More": every agent page without a tab of its own, in the
 * menu's groups and gates. The reports stay together (Reports is a
 * shortcut to the first of them), so a group reads whole.
 */
export function agentMoreGroups(items: readonly MenuItem[]): Array<{ group: AgentMenuGroup; items: MenuItem[] }> {
  return agentMenuGroups(items.filter((item) => !TAB_KEYS.has(item.key)));
}

/** The Reports tab: the first report, and the addresses of all of them (its active state). */
export function agentReports(items: readonly MenuItem[]): { first: string | undefined; paths: string[] } {
  const reports = agentMenuGroups(items).find((entry) => entry.group === 'reports')?.items ?? [];
  return { first: reports[0]?.path, paths: reports.map((item) => item.path) };
}
