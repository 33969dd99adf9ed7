import { useLingui as useI18n } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { Link, Outlet, useRouter } from '@tanstack/react-router';
import { menuItems } from '@/lib/route-menu';
import { Icon, type IconName } from '@/ui/icon';
import { useAgentGates } from '../api/use-agent-gates';
import { agentMenuGroups } from '../logic/agent-menu';
import { AgentHeader } from './agent-header';
import './agent-centre.css';

/**
 * /agentHome/*: the agent view of SPEC 2 — its own header, the menu (route
 * staticData, gated by the agent's contract types, in three groups) and the
 * page. Full width on a laptop; on a phone the menu is a row of chips.
 */
export function AgentLayout() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const router = useRouter();
  const gates = useAgentGates().data ?? {};
  const groups = agentMenuGroups(menuItems(Object.values(router.routesById), 'agent', (gate) => gates[gate] === true));
  const titles = { team: t`My team`, reports: t`Reports and pay`, services: t`Services` };
  return (
    <div className="agent-centre">
      <AgentHeader />
      <div className="agent-centre__body">
        <nav className="agent-menu" aria-labelledby="agent-menu-title">
          <h2 id="agent-menu-title" className="agent-menu__title">
            {t`Agent centre`}
          </h2>
          {groups.map(({ group, items }) => (
            <section key={group} className="agent-menu__group" aria-label={titles[group]}>
              <h3 className="agent-menu__heading">{titles[group]}</h3>
              <ul>
                {items.map((item) => (
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
          <Outlet />
        </main>
      </div>
    </div>
  );
}
