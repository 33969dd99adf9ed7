import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { AgentLayout } from '@/features/agent';
import { requireSession } from '@/features/auth';
import { optionalParam } from '@/lib/search-params';

const searchSchema = z.object({
  /** SPEC 2's menu key (`/agentHome?page=registerCenter`), kept as an alias of the page's own address. */
  page: optionalParam(z.string().check(z.regex(/^[A-Za-z0-9]+$/))),
});

export const Route = createFileRoute('/_agent/agentHome')({
  validateSearch: searchSchema,
  beforeLoad: (options) => {
    // Non-agents are sent back to /agent (SPEC 2).
    requireSession('agent')(options);
    const { search, context } = options;
    if (!search.page) return;
    throw redirect({ href: context.pagePath('agent', search.page) ?? '/agentHome/team-overview', replace: true });
  },
  component: AgentLayout,
});
