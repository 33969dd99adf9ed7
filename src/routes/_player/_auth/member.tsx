import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { MemberLayout } from '@/features/member';

const searchSchema = z.object({
  /** SPEC 2's menu key (`/member?page=withdraw`): kept as an alias of the page's own address. */
  page: z
    .string()
    .regex(/^[A-Za-z0-9]+$/)
    .optional()
    .catch(undefined),
});

export const Route = createFileRoute('/_player/_auth/member')({
  validateSearch: searchSchema,
  beforeLoad: ({ search, context }) => {
    if (!search.page) return;
    throw redirect({ href: context.pagePath('member', search.page) ?? '/member/security-center', replace: true });
  },
  component: MemberLayout,
});
