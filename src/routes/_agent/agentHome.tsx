import { createFileRoute, redirect } from '@tanstack/react-router';
import { AgentLayout } from '@/features/agent';
import { requireSession } from '@/features/auth';
import { searchSchema, text } from '@/lib/search-params';

const pageSearchSchema = searchSchema({
  /** SPEC 2's menu key (`/agentHome?page=registerCenter`), kept as an alias of the page's own address. */
  page: text({ pattern: /^[A-Za-z0-9]+$/ }),
});

export const Route = createFileRoute('/_agent/agentHome')({
  validateSearch: pageSearchSchema,
  beforeLoad: (options) => {
    // Non-agents are sent back to /agent (SPEC 2).
    requireSession('agent')(options);
    const { search, context } = options;
    if (!search.page) return;
    throw redirect({ href: context.pagePath('agent', search.page) ?? '/agentHome/team-overview', replace: true });
  },
  component: AgentLayout,
});
