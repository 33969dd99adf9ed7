import { createFileRoute, redirect } from '@tanstack/react-router';
import { MePage } from '@/features/member';
import { isPhoneScreen } from '@/ui/breakpoints';

// SPEC 9: the member centre opens on securityCenter; on a phone /member is "Me", the list of its pages (issue 27).
export const Route = createFileRoute('/_player/_auth/member/')({
  beforeLoad: () => {
    if (!isPhoneScreen()) throw redirect({ to: '/member/security-center', replace: true });
  },
  component: MePage,
});
