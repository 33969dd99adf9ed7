import { useQuery } from '@tanstack/react-query';
import { missionSummaryQueryOptions, activitiesQueryOptions } from '@/api/reward-queries';
import { unreadCountQueryOptions } from '@/api/queries';
import { unwrap } from '@/api/query-options';
import { useLanguage } from '@/lib/use-language';

/**
 * The tab bar's red counts (SPEC 2): rewards ready to claim on Rewards; unread messages and mission rewards on Me.
 * The queries are the member centre's own, so both show the same numbers. Called only where
 * `useTabCountsShown` says so (hooks/use-tab-counts-shown.ts).
 */
export function useTabCounts(): { rewards: number; me: number } {
  const unread = useQuery(unreadCountQueryOptions());
  const rewards = useQuery({ ...activitiesQueryOptions(useLanguage()), select: (response) => unwrap(response).claimableCount ?? 0 });
  const missions = useQuery({ ...missionSummaryQueryOptions(), select: (response) => unwrap(response).claimableCount ?? 0 });
  return { rewards: rewards.data ?? 0, me: (unread.data ?? 0) + (missions.data ?? 0) };
}
