import { createFileRoute } from '@tanstack/react-router';
import { AgentCentre } from '@/features/agent';
import { requireSession } from '@/features/auth';

export const Route = createFileRoute('/agentHome')({
  beforeLoad: requireSession('agent'),
  component: AgentCentre,
});
