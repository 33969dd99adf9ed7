import type { PromotionCategory } from '@generated/model';
import { PROMOTION_CATEGORIES } from '@/api/contract-enums';
import { oneOf, searchSchema, text, type SearchOf } from '@/lib/search-params';

/** SPEC 9's promotion filters, in the spec's order; "all" is no filter. */
export const PROMOTION_FILTERS = [
  'all',
  'other',
  'sports',
  'live',
  'rng',
  'pvp',
  'fish',
  'lotto',
  'rebate',
  'point',
  'rank',
  'deposit',
  'download',
  'newPlayer',
  'gaming',
] as const satisfies ReadonlyArray<PromotionCategory | 'all'>;

export type PromotionFilter = (typeof PROMOTION_FILTERS)[number];

/** /promotions?category=…&id=…: the filter and the promotion open in the detail view, kept in the URL. */
export const promotionsSearchSchema = searchSchema({
  category: oneOf(PROMOTION_CATEGORIES),
  id: text({ min: 1, max: 64 }),
});

/** The reward centre's tab, kept in the URL. */
export const rewardCentreSearchSchema = searchSchema({
  tab: oneOf(['all', 'claimable', 'open', 'inProgress', 'history']),
});
export type RewardCentreSearch = SearchOf<typeof rewardCentreSearchSchema>;

/** The promotion period as one line: start – end, or "from start" when it has no end. Dates only (the day is what counts). */
export function periodOf(startTime: string, endTime: string | null | undefined): { start: string; end: string | null } {
  return { start: startTime.slice(0, 10), end: endTime ? endTime.slice(0, 10) : null };
}

/** The invite link of SPEC 2: the site's register route with the member's code. */
export function inviteLink(origin: string, referralCode: string): string {
  const url = new URL('/register', origin);
  url.searchParams.set('referralCode', referralCode);
  return url.toString();
}
