import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginDialog } from '@/features/auth';
import { HomeLobby } from '@/features/lobby';

const searchSchema = z.object({
  /** Where a login-required page sent the visitor from. */
  redirect: z.string().startsWith('/').optional().catch(undefined),
});

export const Route = createFileRoute('/_player/login')({
  validateSearch: searchSchema,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  const home = () => navigate({ to: '/', replace: true });
  return (
    <>
      <HomeLobby />
      <LoginDialog
        onClose={home}
        // `//host` passes startsWith('/') but leaves the site: only same-site paths are followed.
        onSuccess={() => (redirect && !redirect.startsWith('//') ? navigate({ href: redirect, replace: true }) : home())}
        onPasswordSet={home}
      />
    </>
  );
}
