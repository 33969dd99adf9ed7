import { useQuery } from '@tanstack/react-query';
import { missionSummaryQueryOptions, activitiesQueryOptions } from '@/api/reward-queries';
import { unreadCountQueryOptions } from '@/api/queries';
import { unwrap } from '@/api/query-options';
import { useSession } from '@/api/use-session';
import { useLanguage } from '@/lib/use-language';
import { useMediaQuery } from '@/lib/use-media-query';
import { PHONE_QUERY } from '@/ui/breakpoints';

/**
 * The tab bar's red counts (SPEC 2): rewards ready to claim on Rewards;
 * unread messages and mission rewards on Me. Asked only for a real member
 * (a guest has none; no unread call for a trial user, SPEC 6). The queries
 * are the member centre's own, so both show the same numbers. Only on a
 * phone, where the bar shows: a desktop lobby does not ask for counts it
 * never draws.
 */
export function useTabCounts(): { rewards: number; me: number } {
  const current = useSession();
  const phone = useMediaQuery(PHONE_QUERY, false);
  const enabled = phone && !!current?.token && current.isTrial !== true;
  const unread = useQuery({ ...unreadCountQueryOptions(), enabled });
  const rewards = useQuery({ ...activitiesQueryOptions(useLanguage()), enabled, select: (response) => unwrap(response).claimableCount ?? 0 });
  const missions = useQuery({ ...missionSummaryQueryOptions(), enabled, select: (response) => unwrap(response).claimableCount ?? 0 });
  return { rewards: rewards.data ?? 0, me: (unread.data ?? 0) + (missions.data ?? 0) };
}
