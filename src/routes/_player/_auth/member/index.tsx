import { createFileRoute, redirect } from '@tanstack/react-router';

// SPEC 9: the member centre opens on securityCenter.
export const Route = createFileRoute('/_player/_auth/member/')({
  beforeLoad: () => {
    throw redirect({ to: '/member/security-center', replace: true });
  },
});
