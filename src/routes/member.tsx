import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { requireSession } from '@/features/auth';
import { MemberCentre } from '@/features/member';

const searchSchema = z.object({
  /** The member-centre page (menu key of SPEC 2); securityCenter by default. */
  page: z
    .string()
    .regex(/^[A-Za-z0-9]+$/)
    .optional()
    .catch(undefined),
});

export const Route = createFileRoute('/member')({
  validateSearch: searchSchema,
  beforeLoad: requireSession('member'),
  component: MemberRoute,
});

function MemberRoute() {
  const { page } = Route.useSearch();
  return <MemberCentre page={page} />;
}
