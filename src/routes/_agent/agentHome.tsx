import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { AgentLayout } from '@/features/agent';
import { requireSession } from '@/features/auth';

const searchSchema = z.object({
  /** SPEC 2's menu key (`/agentHome?page=registerCenter`), kept as an alias of the page's own address. */
  page: z
    .string()
    .regex(/^[A-Za-z0-9]+$/)
    .optional()
    .catch(undefined),
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
