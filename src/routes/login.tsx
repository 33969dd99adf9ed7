import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginDialog } from '@/features/auth';
import { HomeLobby } from '@/features/lobby';

const searchSchema = z.object({
  /** Where a login-required page sent the visitor from. */
  redirect: z.string().startsWith('/').optional().catch(undefined),
});

export const Route = createFileRoute('/login')({
  validateSearch: searchSchema,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <>
      <HomeLobby />
      <LoginDialog
        onClose={() => navigate({ to: '/', replace: true })}
        onSuccess={() => (redirect ? navigate({ href: redirect, replace: true }) : navigate({ to: '/', replace: true }))}
      />
    </>
  );
}
