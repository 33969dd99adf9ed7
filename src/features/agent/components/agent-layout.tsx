import { useLingui as useI18n } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { BackLink } from '@/ui/back-link';
import { Icon, type IconName } from '@/ui/icon';
import { useAgentMenu } from '../hooks/use-agent-menu';
import { agentMenuGroups } from '../logic/agent-menu';
import { AGENT_TAB_KEYS } from '../logic/agent-tabs';
import { AgentHeader } from './agent-header';
import { AgentTabBar } from './agent-tab-bar';
import './agent-centre.css';

/** The pages that are a tab's own (or the "More" list itself): no back arrow on a phone. */
const TAB_ROOTS = new Set(['/agentHome/more']);

/**
 * /agentHome/*: the agent view of SPEC 2 — its own header, the menu (route
 * staticData, gated by the agent's contract types, in three groups) and the
 * page. Full width on a laptop; a row of chips on a tablet; on a phone the
 * tab bar (Overview, Team, Create, Reports, More) and a back arrow to More.
 */
export function AgentLayout() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const pathname = useRouterState({ select: (state) => state.location.pathname.replace(/\/$/, '') });
  const items = useAgentMenu();
  const groups = agentMenuGroups(items);
  const titles = { team: t`My team`, reports: t`Reports and pay`, services: t`Services` };
  const tabKeys: ReadonlySet<string> = new Set(Object.values(AGENT_TAB_KEYS));
  const isTabRoot = TAB_ROOTS.has(pathname) || items.some((item) => tabKeys.has(item.key) && item.path === pathname);
  return (
    <div className="agent-centre">
      <AgentHeader />
      <div className="agent-centre__body">
        <nav className="agent-menu" aria-labelledby="agent-menu-title">
          <h2 id="agent-menu-title" className="agent-menu__title">
            {t`Agent centre`}
          </h2>
          {groups.map(({ group, items: entries }) => (
            <section key={group} className="agent-menu__group" aria-label={titles[group]}>
              <h3 className="agent-menu__heading">{titles[group]}</h3>
              <ul>
                {entries.map((item) => (
                  <li key={item.key}>
                    <Link
                      to={item.path}
                      className="agent-menu__link"
                      activeProps={{ className: 'agent-menu__link is-active', 'aria-current': 'page' }}
                      data-key={item.key}
                    >
                      <Icon name={item.icon as IconName} size={16} />
                      <span>{i18n._(item.label)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <main className="agent-centre__page" id="main-content">
          {isTabRoot ? null : <BackLink back={{ to: '/agentHome/more', label: t({ message: 'More', comment: 'Agent tab bar: every other page' }) }} />}
          <Outlet />
        </main>
      </div>
      <AgentTabBar items={items} />
    </div>
  );
}
