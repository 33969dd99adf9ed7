import { useLingui as useI18n } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { Navigate } from '@tanstack/react-router';
import { useMediaQuery } from '@/lib/use-media-query';
import { PHONE_QUERY } from '@/ui/breakpoints';
import { CentreMenuList } from '@/ui/centre-menu-list';
import { useAgentMenu } from '../hooks/use-agent-menu';
import { agentMoreGroups } from '../logic/agent-tabs';

/**
 * /agentHome/more on a phone: every agent page without a tab, grouped, with
 * the type gates (SPEC 2). A wider screen has the menu column: it opens the
 * default page, the team overview.
 */
export function AgentMorePage() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const phone = useMediaQuery(PHONE_QUERY, false);
  const items = useAgentMenu();
  if (!phone) return <Navigate to="/agentHome/team-overview" replace />;
  const titles = { team: t`My team`, reports: t`Reports and pay`, services: t`Services` };
  const groups = agentMoreGroups(items).map(({ group, items: entries }) => ({
    key: group,
    title: titles[group],
    items: entries.map((item) => ({ key: item.key, path: item.path, label: i18n._(item.label), icon: item.icon })),
  }));
  return <CentreMenuList title={t({ message: 'More', comment: 'Agent tab bar: every other page' })} groups={groups} />;
}
