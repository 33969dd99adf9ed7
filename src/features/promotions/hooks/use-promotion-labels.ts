import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import type { ActivityStatus, ReferralStatus } from '@generated/model';
import { normaliseStatus } from '../logic/activity-actions';
import type { PromotionFilter } from '../logic/filters';

/** SPEC 9's promotion filters, translated. */
export function useFilterLabel(): (filter: PromotionFilter) => string {
  const { t } = useLingui();
  return useCallback(
    (filter: PromotionFilter) => {
      switch (filter) {
        case 'all':
          return t({ message: 'All', comment: 'Promotion filter: every promotion' });
        case 'other':
          return t({ message: 'Other', comment: 'Promotion filter' });
        case 'sports':
          return t({ message: 'Sports', comment: 'Promotion filter' });
        case 'live':
          return t({ message: 'Live casino', comment: 'Promotion filter' });
        case 'rng':
          return t({ message: 'Slots', comment: 'Promotion filter' });
        case 'pvp':
          return t({ message: 'Card games', comment: 'Promotion filter' });
        case 'fish':
          return t({ message: 'Fishing', comment: 'Promotion filter' });
        case 'lotto':
          return t({ message: 'Lottery', comment: 'Promotion filter' });
        case 'rebate':
          return t({ message: 'Rebate', comment: 'Promotion filter' });
        case 'point':
          return t({ message: 'Points', comment: 'Promotion filter' });
        case 'rank':
          return t({ message: 'Ranking', comment: 'Promotion filter: leaderboards and missions' });
        case 'deposit':
          return t({ message: 'Deposit', comment: 'Promotion filter: deposit bonuses' });
        case 'download':
          return t({ message: 'App download', comment: 'Promotion filter' });
        case 'newPlayer':
          return t({ message: 'New player', comment: 'Promotion filter' });
        case 'gaming':
          return t({ message: 'Gaming', comment: 'Promotion filter: general gaming promotions' });
      }
    },
    [t],
  );
}

/** SPEC 4's activity statuses, translated (both spellings of the spec). */
export function useStatusLabel(): (status: ActivityStatus) => string {
  const { t } = useLingui();
  return useCallback(
    (status: ActivityStatus) => {
      switch (normaliseStatus(status)) {
        case 'join':
          return t({ message: 'Open', context: 'activity status', comment: 'Activity status: open for applying (SPEC status join)' });
        case 'applying':
          return t({ message: 'Applying', comment: 'Activity status: application under review' });
        case 'rejected':
          return t({ message: 'Rejected', comment: 'Activity status' });
        case 'issued':
          return t({ message: 'Ready to claim', comment: 'Activity status: reward issued (SPEC status issued)' });
        case 'claimed':
          return t({ message: 'Claimed', comment: 'Activity status' });
        case 'processing':
          return t({ message: 'Processing', comment: 'Activity status' });
        case 'joined':
          return t({ message: 'Joined', comment: 'Activity status' });
        case 'comingSoon':
          return t({ message: 'Coming soon', comment: 'Activity status' });
        case 'closed':
          return t({ message: 'Closed', comment: 'Activity status: the promotion has ended' });
      }
    },
    [t],
  );
}

export function useReferralStatusLabel(): (status: ReferralStatus) => string {
  const { t } = useLingui();
  return useCallback(
    (status: ReferralStatus) => {
      switch (status) {
        case 'registered':
          return t({ message: 'Registered', comment: 'Invited friend status' });
        case 'deposited':
          return t({ message: 'First deposit made', comment: 'Invited friend status' });
        case 'qualified':
          return t({ message: 'Qualified', comment: 'Invited friend status: the reward is earned' });
      }
    },
    [t],
  );
}
