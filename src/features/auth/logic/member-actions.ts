import type { SessionData } from '@/api/session';
import { TRIAL_TYPE } from '@/api/member-types';

/**
 * Member and agent actions (real games, favourites, member and agent centre)
 * need a real account: a guest has none, a trial user (type 4) only a free-play
 * one (SPEC 6).
 */
export function canUseMemberAction(current: SessionData | null): boolean {
  if (!current?.token) return false;
  return current.isTrial !== true && current.memberType !== TRIAL_TYPE;
}
