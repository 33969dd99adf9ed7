import { createFileRoute } from '@tanstack/react-router';
import { requireSession } from '@/features/auth';

/** Login-required pages (SPEC 2): one guard for every page below; a guest goes to /login and comes back. */
export const Route = createFileRoute('/_player/_auth')({ beforeLoad: requireSession('member') });
