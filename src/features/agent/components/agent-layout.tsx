import { useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { useRouter } from '@tanstack/react-router';
import { menuItems } from '@/lib/route-menu';
import { CentreLayout } from '@/ui/centre-layout';
import { useAgentGates } from '../api/use-agent-gates';
import { AgentHeader } from './agent-header';
import './agent-centre.css';

/** /agentHome/*: the agent view of SPEC 2 — its own header, the menu (route staticData, gated by contract type) and the page. */
export function AgentLayout() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const router = useRouter();
  const gates = useAgentGates().data ?? {};
  const items = menuItems(Object.values(router.routesById), 'agent', (gate) => gates[gate] === true).map((item) => ({
    key: item.key,
    path: item.path,
    label: i18n._(item.label),
    icon: item.icon,
  }));
  return <CentreLayout title={t`Agent centre`} items={items} header={<AgentHeader />} density="compact" />;
}
