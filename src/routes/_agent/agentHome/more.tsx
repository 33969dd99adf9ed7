import { createFileRoute } from '@tanstack/react-router';
import { AgentMorePage } from '@/features/agent';

// The agent's "More" on a phone (issue 27): the pages without a tab of their own. Not a menu entry itself.
export const Route = createFileRoute('/_agent/agentHome/more')({ component: AgentMorePage });
