import type { SessionData } from '@/api/session';
import { isAgentType } from '@/api/member-types';
import { canUseMemberAction } from './member-actions';

export type Requirement = 'member' | 'agent';
export type GuardDecision = { allow: true } | { allow: false; redirectTo: '/login' | '/agent' } | { allow: false; redirectTo: '/register'; reason: 'trial' };

/**
 * Login-required pages send a visitor without a session token to /login;
 * /agentHome sends anyone who is not an agent back to /agent (SPEC 2). A
 * trial user is blocked from both with the "real account needed" dialog,
 * shown by /register (SPEC 6).
 */
export function decideGuard(requirement: Requirement, current: SessionData | null): GuardDecision {
  if (current?.token && !canUseMemberAction(current)) return { allow: false, redirectTo: '/register', reason: 'trial' };
  if (requirement === 'agent') {
    const isAgent = !!current?.token && (current.isAgent === true || isAgentType(current.memberType));
    return isAgent ? { allow: true } : { allow: false, redirectTo: '/agent' };
  }
  return current?.token ? { allow: true } : { allow: false, redirectTo: '/login' };
}
