import { oneOf, searchSchema } from '@/lib/search-params';
import type { TeamPeriodStats } from '@generated/model';

export const OVERVIEW_PERIODS = ['today', 'week', 'month'] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

export const teamOverviewSearchSchema = searchSchema({ period: oneOf(OVERVIEW_PERIODS) });

/** Net money into the team: deposits less withdrawals. */
export const netFlow = (stats: TeamPeriodStats) => Math.round((stats.deposits - stats.withdrawals) * 100) / 100;
