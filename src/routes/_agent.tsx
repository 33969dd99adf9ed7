import { createFileRoute, Outlet } from '@tanstack/react-router';

/** /agent and /agentHome show only the agent view (SPEC 2): no player header, menu or footer. */
export const Route = createFileRoute('/_agent')({ component: Outlet });
