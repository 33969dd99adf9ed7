import { TRIAL_TYPE, isAgentType } from '@/api/member-types';
import { isDefaultPassword } from './login-state';

/** Where the login happened: the player site's login modal or the agent page /agent. */
export type Portal = 'player' | 'agent';

/** How the user proved who they are; only a typed password can be the weak default. */
export type LoginMethod = 'username' | 'sms' | 'third-party' | 'app-link';

export type Admission = { ok: true } | { ok: false; reason: 'non-agent' | 'non-member' };

/**
 * Who may log in where (SPEC 6, docs/decisions/0006-login-portals.md): only
 * agents at /agent ('Non-agents cannot log in'); at the player login neither
 * agents, who have their own login, nor trial accounts, which come from free
 * play only ('Non-member account unable to login').
 */
export function admit(portal: Portal, memberType: number | null | undefined): Admission {
  const isAgent = isAgentType(memberType);
  if (portal === 'agent') return isAgent ? { ok: true } : { ok: false, reason: 'non-agent' };
  return isAgent || memberType === TRIAL_TYPE ? { ok: false, reason: 'non-member' } : { ok: true };
}

export type PasswordChangeReason = 'default' | 'expired';

/**
 * SPEC 4: a login by password with the well-known default password, or with
 * an expired one while password expiry is on, must change it first. Every
 * other way in (SMS, third party, app link) follows the server, which marks
 * such a session limited (`passwordChangeRequired`, issue 21).
 */
export function passwordChangeReason(input: {
  method: LoginMethod;
  password: string;
  passwordExpired: boolean | null | undefined;
  passwordExpiryEnabled: boolean | null | undefined;
  passwordChangeRequired?: boolean | null | undefined;
}): PasswordChangeReason | null {
  if (input.method === 'username' && isDefaultPassword(input.password)) return 'default';
  if (input.passwordExpired === true && input.passwordExpiryEnabled === true) return 'expired';
  if (input.passwordChangeRequired === true) return 'default';
  return null;
}

/** Where a completed login, or a completed forced change, lands (SPEC 4). */
export function homeOf(portal: Portal): '/' | '/agentHome' {
  return portal === 'agent' ? '/agentHome' : '/';
}

/** The account logged in but may not use this portal; its server session is already ended. */
export class LoginRefusedError extends Error {
  override readonly name = 'LoginRefusedError';
  constructor(
    readonly reason: 'non-agent' | 'non-member',
    /** The refused account's type: an agent at the player login is pointed to /agent. */
    readonly memberType?: number,
  ) {
    super(`Login refused: ${reason}`);
  }
}
