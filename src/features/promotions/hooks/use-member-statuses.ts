import { useQuery } from '@tanstack/react-query';
import type { ActivityStatus } from '@generated/model';
import { useSession } from '@/api/use-session';
import { canUseMemberAction } from '@/features/auth';
import { useLanguage } from '@/lib/use-language';
import { activitiesQueryOptions } from '../api/promotions';

/** The signed-in member's status in each promotion (none for a guest or a trial user: they see the promotion's own). */
export function useMemberStatuses(): ReadonlyMap<string, ActivityStatus> {
  const language = useLanguage();
  const member = canUseMemberAction(useSession());
  const activities = useQuery({ ...activitiesQueryOptions(language), enabled: member });
  return new Map(member ? (activities.data?.list ?? []).map((activity) => [activity.promotionId, activity.status]) : []);
}
