import { searchSchema, text, type SearchOf } from '@/lib/search-params';
import { tableSearchSchema } from '@/ui/data-table';

/**
 * The downline table's URL: paging and sort of the table, a search word, and
 * the drill-down breadcrumb (`path=agent41.kyawmin482`: the accounts from the
 * agent's first level down to the one whose downlines are listed). A bad
 * value falls back, so a hand-edited link never breaks the page.
 */
const { from: _from, to: _to, ...tableState } = tableSearchSchema.shape;

export const downlinesSearchSchema = searchSchema({
  ...tableState,
  q: text({ trim: true, min: 1, max: 32 }),
  path: text({ pattern: /^[A-Za-z0-9_]{1,32}(\.[A-Za-z0-9_]{1,32}){0,9}$/ }),
});

export type DownlinesSearch = SearchOf<typeof downlinesSearchSchema>;

/** The breadcrumb's accounts, top first. */
export function breadcrumb(path: string | undefined): string[] {
  return path ? path.split('.') : [];
}

/** The URL form of a breadcrumb (undefined for the agent's own level). */
export function pathParam(accounts: readonly string[]): string | undefined {
  return accounts.length ? accounts.join('.') : undefined;
}
