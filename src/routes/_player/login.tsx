import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LoginDialog } from '@/features/auth';
import { HomeLobby } from '@/features/lobby';
import { internalPath } from '@/lib/safe-url';
import { searchSchema, text } from '@/lib/search-params';

const loginSearchSchema = searchSchema({
  /** Where a login-required page sent the visitor from. */
  redirect: text({ pattern: /^\// }),
});

export const Route = createFileRoute('/_player/login')({
  validateSearch: loginSearchSchema,
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
