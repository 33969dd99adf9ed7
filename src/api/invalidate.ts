import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { READS, type ReadOperation, type ReadTag } from '@generated/contract/reads';

/*
 * A cache refresh names what changed, by the contract's read operations or tags (issue 31), not by a hand-made list
 * of generated query keys: a generated key starts with its operation's path (params, when any, follow), so the
 * operation names every cached page and filter of it at once.
 */

/** The path a key of the operation starts with; a `{param}` path matches every value of it. */
const matcher = (path: string) => {
  const open = path.indexOf('{');
  return open < 0 ? (first: string) => first === path : (first: string) => first.startsWith(path.slice(0, open));
};

/** Whether a query key belongs to one of these read operations (pure: tested in tests/unit/api/invalidate.test.ts). */
export function keyOfReads(operations: readonly ReadOperation[]): (queryKey: QueryKey) => boolean {
  const matches = operations.map((operation) => matcher(READS[operation].path));
  return (queryKey) => typeof queryKey[0] === 'string' && matches.some((match) => match(queryKey[0] as string));
}

/** The read operations of these tags. */
export const readsOfTags = (tags: readonly ReadTag[]): ReadOperation[] =>
  (Object.keys(READS) as ReadOperation[]).filter((operation) => (tags as readonly string[]).includes(READS[operation].tag));

/** Asks again (on screen now, or when next shown) every answer of these read operations. */
export function invalidateReads(queryClient: QueryClient, operations: readonly ReadOperation[]): Promise<void> {
  const belongs = keyOfReads(operations);
  return queryClient.invalidateQueries({ predicate: (query) => belongs(query.queryKey) });
}

/** What moving money changes: every balance on screen (the header's too), the held funds and the withdrawals. */
export const MONEY_READS = [
  'getWalletBalance',
  'getMemberInfo',
  'getConsolidatedFunds',
  'getWithdrawSettings',
  'listWithdrawals',
] as const satisfies readonly ReadOperation[];
