import type { QueryClient } from '@tanstack/react-query';
import { getMemberInfo } from '@generated/api/member/member';
import { getConsolidatedFunds } from '@generated/api/wallet/wallet';
import type { LoginUserInfo, MemberInfo } from '@generated/model';
import { session } from '@/api/session';
import { deriveLoginState } from '../logic/login-state';
import { fetchAuthSettings } from './auth-settings';
import { sessionCalls } from './session-calls';
import { unwrap } from '@/api/unwrap';

/** Member info for a token that is not (yet) the session's: the login decides first. */
export async function memberInfoFor(token: string): Promise<MemberInfo> {
  return unwrap(await getMemberInfo({ headers: { token } }));
}

/** Ends a server session the site decided not to keep (a refused or abandoned login). */
export async function endServerSession(token: string): Promise<void> {
  try {
    await (await sessionCalls()).logout({ headers: { token } });
  } catch {
    // The token is forgotten either way; the server lets it expire.
  }
}

/**
 * "Load login info" of SPEC 4: the session gets the token, the member's name
 * and type (agent, trial) and the first-login flag the popups read; with the
 * agent policy on, a real account also gets its consolidated contract flags.
 */
export async function establishSession(queryClient: QueryClient, user: LoginUserInfo, member: MemberInfo): Promise<void> {
  const state = deriveLoginState(user.token, member.type);
  session.set({
    token: user.token,
    username: user.userName || member.account,
    firstTimeLogin: user.firstTimeLogin === true,
    account: member.account,
    nickname: member.nickname ?? member.account,
    customerId: String(member.id),
    memberType: member.type,
    isAgent: state.isAgent,
    isTrial: state.isTrial,
  });
  if (state.isTrial) return;
  try {
    if (!(await fetchAuthSettings(queryClient)).agentPolicy) return;
    const value = unwrap(await getConsolidatedFunds());
    session.set({ consolidated: value, enableSalary: value.enableSalary === true, enableContract: value.enableContract === true });
  } catch {
    // Only the agent centre's contract menus need these; they stay hidden without them.
  }
}

/** Loads login info for a fresh token (free play, registration, a token in the URL). */
export async function completeLogin(user: LoginUserInfo, queryClient: QueryClient): Promise<MemberInfo> {
  let member: MemberInfo;
  try {
    member = await memberInfoFor(user.token);
  } catch (error) {
    session.clear();
    throw error;
  }
  await establishSession(queryClient, user, member);
  return member;
}
