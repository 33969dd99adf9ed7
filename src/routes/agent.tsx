import { createFileRoute } from '@tanstack/react-router';
import { AgentLoginPage } from '@/features/auth';

export const Route = createFileRoute('/agent')({ component: AgentLoginPage });
