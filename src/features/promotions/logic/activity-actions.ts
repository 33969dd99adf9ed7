import type { ActivityStatus, PromotionKind } from '@generated/model';

/**
 * SPEC 4 gives the activity statuses in two spellings (join, applying,
 * rejected, issued, claimed, processing, joined, coming soon, closed; and
 * applying, rejected, issued, claimed, process, signed, coming, close). The
 * second list's codes mean the same as the first's.
 */
export type Status = 'join' | 'applying' | 'rejected' | 'issued' | 'claimed' | 'processing' | 'joined' | 'comingSoon' | 'closed';

const ALIASES: Record<ActivityStatus, Status> = {
  join: 'join',
  applying: 'applying',
  rejected: 'rejected',
  issued: 'issued',
  claimed: 'claimed',
  processing: 'processing',
  joined: 'joined',
  comingSoon: 'comingSoon',
  closed: 'closed',
  process: 'processing',
  signed: 'joined',
  coming: 'comingSoon',
  close: 'closed',
};

export function normaliseStatus(status: ActivityStatus): Status {
  return ALIASES[status];
}

/** What a member can do with an activity: apply to it, claim its reward, claim a raffle prize (SPEC 7), or nothing. */
export type ActivityAction = 'apply' | 'claim' | 'raffleClaim';

/**
 * The actions a status allows. Open (join): apply. Issued: claim, through the
 * raffle claim for a raffle. Every other status waits (applying, processing,
 * joined), is over (claimed, rejected, closed) or not yet open (coming soon).
 */
export function actionsFor(status: ActivityStatus, kind: PromotionKind): ActivityAction[] {
  switch (normaliseStatus(status)) {
    case 'join':
      return ['apply'];
    case 'issued':
      return [kind === 'raffle' ? 'raffleClaim' : 'claim'];
    default:
      return [];
  }
}

/** A reward ready to claim (counted in the rewardCenter badge). */
export const isClaimable = (status: ActivityStatus) => normaliseStatus(status) === 'issued';

/** The reward centre's tabs: what can be acted on, what is under way, what is over. */
export type ActivityGroup = 'claimable' | 'open' | 'inProgress' | 'history';

export function groupOf(status: ActivityStatus): ActivityGroup {
  switch (normaliseStatus(status)) {
    case 'issued':
      return 'claimable';
    case 'join':
    case 'comingSoon':
      return 'open';
    case 'applying':
    case 'processing':
    case 'joined':
      return 'inProgress';
    default:
      return 'history';
  }
}

/** The colour of a status badge. */
export function statusTone(status: ActivityStatus): 'neutral' | 'primary' | 'success' | 'danger' {
  switch (normaliseStatus(status)) {
    case 'issued':
    case 'join':
      return 'primary';
    case 'claimed':
    case 'joined':
      return 'success';
    case 'rejected':
      return 'danger';
    default:
      return 'neutral';
  }
}
