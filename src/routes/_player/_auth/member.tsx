import { createFileRoute, redirect } from '@tanstack/react-router';
import { MemberLayout } from '@/features/member';
import { searchSchema, text } from '@/lib/search-params';

const pageSearchSchema = searchSchema({
  /** SPEC 2's menu key (`/member?page=withdraw`): kept as an alias of the page's own address. */
  page: text({ pattern: /^[A-Za-z0-9]+$/ }),
});

export const Route = createFileRoute('/_player/_auth/member')({
  // On a phone the member centre is an app screen: a back arrow to "Me", no marketing footer (issue 27).
  staticData: { phoneFooter: false },
  validateSearch: pageSearchSchema,
  beforeLoad: ({ search, context }) => {
    if (!search.page) return;
    throw redirect({ href: context.pagePath('member', search.page) ?? '/member/security-center', replace: true });
  },
  component: MemberLayout,
});
