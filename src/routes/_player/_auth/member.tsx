import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { MemberLayout } from '@/features/member';
import { optionalParam } from '@/lib/search-params';

const searchSchema = z.object({
  /** SPEC 2's menu key (`/member?page=withdraw`): kept as an alias of the page's own address. */
  page: optionalParam(z.string().check(z.regex(/^[A-Za-z0-9]+$/))),
});

export const Route = createFileRoute('/_player/_auth/member')({
  validateSearch: searchSchema,
  beforeLoad: ({ search, context }) => {
    if (!search.page) return;
    throw redirect({ href: context.pagePath('member', search.page) ?? '/member/security-center', replace: true });
  },
  component: MemberLayout,
});
