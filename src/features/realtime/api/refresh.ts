import type { QueryClient } from '@tanstack/react-query';
import { memberInfoQueryOptions, unreadCountQueryOptions, walletBalanceQueryOptions } from '@/api/queries';
import type { Refresh } from '../logic/notice';

/** The member's record lists (betting, account, deposit and withdrawal records): every generated key under this path. */
const RECORDS_PATH = '/wps/member/records';
/**
 * Every page of the inbox (listMessages' generated key without its params), written out: the generated module
 * loads with the inbox, not with the socket in the app shell (issue 12; tests/unit/app/deferred-calls.test.ts).
 */
export const INBOX_KEY = ['/wps/member/message'] as const;

/** Refetches what an event changed, without a reload: the header balance, member info, the records, the inbox. */
export function refreshAfterEvent(queryClient: QueryClient, groups: readonly Refresh[]): void {
  for (const group of groups) {
    if (group === 'wallet') {
      void queryClient.invalidateQueries({ queryKey: walletBalanceQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: memberInfoQueryOptions().queryKey });
    } else if (group === 'records') {
      void queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(RECORDS_PATH) });
    } else {
      void queryClient.invalidateQueries({ queryKey: unreadCountQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: INBOX_KEY });
    }
  }
}

/** The currency of the member's wallet, if the balance is in the cache (for the toast's amount). */
export function cachedCurrency(queryClient: QueryClient): string | undefined {
  const balance = queryClient.getQueryData(walletBalanceQueryOptions().queryKey);
  return balance?.success ? balance.value.currencySymbol : undefined;
}
