import { int, oneOf, searchSchema, text, type SearchOf } from '@/lib/search-params';
import { tableSearchSchema } from '@/ui/data-table';

// The reports' URL state. Apart from the definitions (api/*-report.tsx): a route validates its search before its
// code loads, so what it validates with is in the first download, and the generated calls need not be (issue 12).

/** The deepest level of the demo teams; the level filter offers 1 to this. */
export const TEAM_LEVELS = [1, 2, 3, 4] as const;
export const MOVEMENT_TYPES = ['deposit', 'withdrawal', 'transfer'] as const;

/** Reports on the team's members: the table state plus an account search and a level. */
export const memberReportSearchSchema = searchSchema({
  ...tableSearchSchema.shape,
  account: text({ trim: true, max: 30 }),
  level: int(1, 10),
});
export type MemberReportSearch = SearchOf<typeof memberReportSearchSchema>;

export const accountDetailsSearchSchema = searchSchema({ ...memberReportSearchSchema.shape, type: oneOf(MOVEMENT_TYPES) });

/** The team reports' member filters, as the operation's params. */
export const memberFilters = (search: MemberReportSearch) => ({ account: search.account, level: search.level });
