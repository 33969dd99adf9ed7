/** SPEC 3 and 6: member types that make a user an agent, and the trial type. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

export type LoginState = { isLogin: boolean; isAgent: boolean; isTrial: boolean };

export const LOGGED_OUT: LoginState = { isLogin: false, isAgent: false, isTrial: false };

/**
 * Login becomes true when member info loads with a token (SPEC 4); the member
 * type then says agent (1, 2, 41, 42) or trial (4).
 */
export function deriveLoginState(token: string | null | undefined, memberType: number | null | undefined): LoginState {
  if (!token) return LOGGED_OUT;
  const type = memberType ?? undefined;
  return {
    isLogin: true,
    isAgent: type !== undefined && AGENT_TYPES.includes(type),
    isTrial: type === TRIAL_TYPE,
  };
}

/** The spec's well-known default password: six digits, one to six. */
export function isDefaultPassword(password: string): boolean {
  return password === '123456';
}
