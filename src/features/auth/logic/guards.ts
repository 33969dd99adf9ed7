import type { SessionData } from '@/api/session';
import { AGENT_TYPES } from './login-state';

export type Requirement = 'member' | 'agent';
export type GuardDecision = { allow: true } | { allow: false; redirectTo: '/login' | '/agent' };

/**
 * Login-required pages send a visitor without a session token to /login;
 * /agentHome sends anyone who is not an agent back to /agent (SPEC 2).
 */
export function decideGuard(requirement: Requirement, current: SessionData | null): GuardDecision {
  if (requirement === 'agent') {
    const isAgent = !!current?.token && (current.isAgent === true || AGENT_TYPES.includes(current.memberType ?? -1));
    return isAgent ? { allow: true } : { allow: false, redirectTo: '/agent' };
  }
  return current?.token ? { allow: true } : { allow: false, redirectTo: '/login' };
}
