import { useLingui } from '@lingui/react/macro';
import { TabBar, type TabBarItem } from '@/ui/tab-bar';
import type { MenuItem } from '@/lib/route-menu';
import { agentMoreGroups, agentReports } from '../logic/agent-tabs';

/** The agent's tab bar on a phone: Overview, Team, Create in the middle, Reports and More (every other page). */
export function AgentTabBar({ items }: { items: readonly MenuItem[] }) {
  const { t } = useLingui();
  const reports = agentReports(items);
  const morePaths = agentMoreGroups(items)
    .filter((entry) => entry.group !== 'reports')
    .flatMap((entry) => entry.items.map((item) => item.path));
  const tabs: TabBarItem[] = [
    { key: 'overview', to: '/agentHome/team-overview', paths: ['/agentHome/team-overview'], label: t`Overview`, icon: 'chart' },
    {
      key: 'team',
      to: '/agentHome/downlines',
      paths: ['/agentHome/downlines'],
      label: t({ message: 'Team', comment: 'Agent tab bar: the downlines' }),
      icon: 'users',
    },
    {
      key: 'create',
      to: '/agentHome/register-center',
      paths: ['/agentHome/register-center'],
      label: t({ message: 'Create', comment: 'Agent tab bar: create an account' }),
      icon: 'plus',
      prominent: true,
    },
    {
      key: 'reports',
      to: reports.first ?? '/agentHome/more',
      paths: reports.paths,
      label: t({ message: 'Reports', comment: 'Agent tab bar: the reports; one short word, it shares a 360 px phone with four tabs' }),
      icon: 'receipt',
    },
    {
      key: 'more',
      to: '/agentHome/more',
      paths: ['/agentHome/more', ...morePaths],
      label: t({ message: 'More', comment: 'Agent tab bar: every other page' }),
      icon: 'grid',
    },
  ];
  return <TabBar label={t`Main`} items={tabs} />;
}
