import { createFileRoute, redirect } from '@tanstack/react-router';
import { MemberLayout } from '@/features/member';
import { formatDate } from '@/lib/format-date';
import { searchSchema, text } from '@/lib/search-params';
import { inTaskOfItsOwn } from '@/lib/yield';

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
  // Issue 33 (ADR 0037): a date (a birthday, "member since", a record's day) is a member page's first Intl format, and
  // the first one loads the browser's locale data (15-40 ms here, 4x on a phone; English and Burmese dates need no
  // Intl since session 13, so for them this costs nothing). Loaded now, in a task of its own
  // while the pages' loaders fetch, it is not part of the task that draws their answers (a component's effect would
  // come too late: the page renders with its data, in the same commit as this layout).
  loader: () => inTaskOfItsOwn(() => formatDate(Date.now())),
  component: MemberLayout,
});
