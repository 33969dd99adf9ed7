import { createFileRoute } from '@tanstack/react-router';
import { AgentLoginPage, skipAgentLoginWhenLoggedIn } from '@/features/auth';

export const Route = createFileRoute('/_agent/agent')({
  beforeLoad: skipAgentLoginWhenLoggedIn,
  component: AgentLoginPage,
});
