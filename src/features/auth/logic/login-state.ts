import { TRIAL_TYPE, isAgentType } from '@/api/member-types';

export type LoginState = { isLogin: boolean; isAgent: boolean; isTrial: boolean };

export const LOGGED_OUT: LoginState = { isLogin: false, isAgent: false, isTrial: false };

/**
 * Login becomes true when member info loads with a token (SPEC 4); the member
 * type then says agent or trial (`@/api/member-types`).
 */
export function deriveLoginState(token: string | null | undefined, memberType: number | null | undefined): LoginState {
  if (!token) return LOGGED_OUT;
  const type = memberType ?? undefined;
  return {
    isLogin: true,
    isAgent: isAgentType(type),
    isTrial: type === TRIAL_TYPE,
  };
}

/** The spec's well-known default password: six digits, one to six. */
export function isDefaultPassword(password: string): boolean {
  return password === '123456';
}
