import { createFileRoute, useNavigate } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { LoginDialog } from '@/features/auth';
import { HomeLobby } from '@/features/lobby';
import { internalPath } from '@/lib/safe-url';
import { optionalParam } from '@/lib/search-params';

const searchSchema = z.object({
  /** Where a login-required page sent the visitor from. */
  redirect: optionalParam(z.string().check(z.startsWith('/'))),
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
        // Only a path of this site is followed (`//host`, `/\\host` and the like leave it: src/lib/safe-url.ts).
        onSuccess={() => {
          const path = internalPath(redirect, window.location.origin);
          return path ? navigate({ href: path, replace: true }) : home();
        }}
        onPasswordSet={home}
      />
    </>
  );
}
