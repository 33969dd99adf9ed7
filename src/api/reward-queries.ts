import { queryOptions } from '@tanstack/react-query';
import { getGetMissionSummaryQueryOptions } from '@generated/api/lottery/lottery';
import { getListActivitiesQueryOptions } from '@generated/api/promotions/promotions';
import { STALE, unwrap } from './query-options';

/*
 * Queries that the member centre's menu (its badges) and the promotion pages share. Apart from queries.ts, which
 * every page loads: these generated modules load with the pages that read them (issue 12).
 */

/** The member's activities (reward centre) with the count of rewards to claim: the page and the rewardCenter badge share it. */
export const activitiesQueryOptions = (language: string) =>
  queryOptions({ ...getListActivitiesQueryOptions({ language }), staleTime: STALE.short, select: unwrap });

/** Mission counts: the missions page and the missionLeaderboard badge share it. */
export const missionSummaryQueryOptions = () => queryOptions({ ...getGetMissionSummaryQueryOptions(), staleTime: STALE.short, select: unwrap });
