import type { QueryClient } from '@tanstack/react-query';
import type { LoginUserInfo, MemberInfo } from '@generated/model';
import { admit, LoginRefusedError, passwordChangeReason, type LoginMethod, type PasswordChangeReason, type Portal } from '../logic/login-rules';
import { fetchAuthSettings } from './auth-settings';
import { endServerSession, establishSession, memberInfoFor } from './login-session';

export type SignInAttempt = {
  method: LoginMethod;
  /** The typed password (username login only): decides the forced change, never stored. */
  password?: string;
  /** The call that returns the login answer (password, SMS or third-party login). */
  obtain: () => Promise<LoginUserInfo>;
};

/** A password change pending before the login counts (SPEC 4); held in memory only. */
export type PendingChange = { user: LoginUserInfo; member: MemberInfo; password: string; reason: PasswordChangeReason };

export type SignInResult = { kind: 'signed-in'; user: LoginUserInfo; member: MemberInfo } | ({ kind: 'change-password' } & PendingChange);

/**
 * The login steps of SPEC 4 and 6: log in, read the member type with the new
 * token, refuse the wrong portal, then either ask for the forced password
 * change (the token stays out of the session until it is done) or load login
 * info into the session.
 */
export async function signIn(queryClient: QueryClient, portal: Portal, attempt: SignInAttempt): Promise<SignInResult> {
  const user = await attempt.obtain();
  let decision: { member: MemberInfo; reason: PasswordChangeReason | null };
  try {
    const member = await memberInfoFor(user.token);
    const admission = admit(portal, member.type);
    if (!admission.ok) throw new LoginRefusedError(admission.reason, member.type);
    const settings = await fetchAuthSettings(queryClient);
    const reason = passwordChangeReason({
      method: attempt.method,
      password: attempt.password ?? '',
      passwordExpired: user.passwordExpired,
      passwordExpiryEnabled: settings.passwordExpiryEnabled,
      passwordChangeRequired: user.passwordChangeRequired,
    });
    decision = { member, reason };
  } catch (error) {
    // Whatever stopped the login, the token it created must not outlive it.
    await endServerSession(user.token);
    throw error;
  }
  const { member, reason } = decision;
  if (reason) return { kind: 'change-password', user, member, password: attempt.password ?? '', reason };
  await establishSession(queryClient, user, member);
  return { kind: 'signed-in', user, member };
}
